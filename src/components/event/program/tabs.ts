/**
 * The programme pages' tabs (WAI-ARIA tabs, automatic activation). Without this script every tab is
 * a link to its panel and CSS `:target` shows it (the first panel by default); with it, clicks and
 * arrow keys switch the `hidden` panels in place, and tab lists of one `data-group` (the halls of
 * every day) keep the same tab selected.
 */
const tabsOf = (list: Element) => [...list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')];
const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '');

function select(tab: HTMLElement) {
  const list = tab.parentElement!;
  for (const t of tabsOf(list)) {
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
  const i = tabs.indexOf(tab);
  const next = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
  if (next === undefined) return;
  e.preventDefault();
  const to = tabs[(next + tabs.length) % tabs.length];
  activate(to);
  to.focus();
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
    const tab = document.getElementById(el.getAttribute('aria-labelledby') ?? '');
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
