import { tabMove } from './tabs';

/**
 * The static pages' tabs (@ui/Tabs.astro inside a `[data-tabs]` root). Without this script every tab
 * is a link to its panel and CSS `:target` shows it (the first panel by default); with it, the root
 * gets `data-js`, clicks and keys (tabs.ts) switch the `hidden` panels in place, and tab lists of one
 * `data-group` keep the same tab (`data-key`) selected.
 */
const tabsOf = (list: Element) => [...list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')];
const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '');

function select(tab: HTMLElement) {
  for (const t of tabsOf(tab.parentElement!)) {
    const on = t === tab;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    const panel = panelOf(t);
    if (panel) panel.hidden = !on;
  }
}

function activate(tab: HTMLElement) {
  const group = tab.parentElement!.getAttribute('data-group');
  const key = tab.getAttribute('data-key');
  if (!group) return select(tab);
  for (const list of document.querySelectorAll(`[role="tablist"][data-group="${group}"]`)) {
    const twin = tabsOf(list).find((t) => t.getAttribute('data-key') === key);
    if (twin) select(twin);
  }
}

function onKey(e: KeyboardEvent) {
  const tab = e.target as HTMLElement;
  if (tab.getAttribute('role') !== 'tab') return;
  const tabs = tabsOf(tab.parentElement!);
  const to = tabMove(e.key, tabs.indexOf(tab), tabs.length);
  if (to === null) return;
  e.preventDefault();
  activate(tabs[to]);
  tabs[to].focus();
}

for (const root of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
  root.dataset.js = '';
  for (const list of root.querySelectorAll('[role="tablist"]')) {
    const tabs = tabsOf(list);
    select(tabs.find((t) => t.getAttribute('aria-selected') === 'true') ?? tabs[0]);
  }
  // a link to a panel (#…) opens it and the panels around it
  const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  for (let el = target ? target.closest('[role="tabpanel"]') : null; el; el = el.parentElement?.closest('[role="tabpanel"]') ?? null) {
    const tab = root.querySelector<HTMLElement>(`[role="tab"][aria-controls="${CSS.escape(el.id)}"]`);
    if (tab) activate(tab);
  }
  root.addEventListener('click', (e) => {
    const tab = (e.target as Element).closest<HTMLElement>('[role="tab"]');
    if (!tab || !root.contains(tab)) return;
    e.preventDefault();
    activate(tab);
  });
  root.addEventListener('keydown', onKey);
}
