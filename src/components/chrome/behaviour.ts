/**
 * The chromes' only behaviour (bundled, no framework): disclosure buttons for submenus, the mobile
 * drawer and the directory's categories overlay; Escape and navigation close them; the drawer and
 * overlay lock body scrolling and keep keyboard focus inside; the back-to-top button shows after 200 px.
 */
const root = document.documentElement;
const MODAL = '#site-nav[data-open], [data-lock][data-open]';
const targetOf = (b: Element) => document.getElementById(b.getAttribute('aria-controls') ?? '');
const openButtons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-toggle][aria-expanded="true"]')];
const modal = () =>
  innerWidth < 1024 ? document.querySelector<HTMLElement>(MODAL) : document.querySelector<HTMLElement>('[data-lock][data-open]');

function setOpen(button: HTMLButtonElement, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  targetOf(button)?.toggleAttribute('data-open', open);
  root.classList.toggle('scroll-lock', !!modal());
}

function close(buttons: HTMLButtonElement[], focus = false) {
  for (const b of buttons) setOpen(b, false);
  if (focus) (buttons.find((b) => b.dataset.toggle !== 'menu') ?? buttons.at(-1))?.focus();
}

document.addEventListener('click', (e) => {
  const el = e.target instanceof Element ? e.target : null;
  const toggle = el?.closest<HTMLButtonElement>('[data-toggle]');
  if (toggle) {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    // one submenu at a time; the drawer stays open around the submenu being toggled
    close(openButtons().filter((b) => b !== toggle && !targetOf(b)?.contains(toggle)));
    setOpen(toggle, open);
    if (open && toggle.dataset.toggle !== 'menu') targetOf(toggle)?.querySelector<HTMLElement>('[data-close]')?.focus();
    return;
  }
  if (el?.closest('[data-close]')) return close(openButtons(), true);
  // following a link or clicking outside closes everything
  if (el?.closest('a') || !el?.closest('[data-open]')) close(openButtons());
});

document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape') {
    const open = openButtons();
    if (open.length) close([open.at(-1)!], true);
    return;
  }
  const box = e.key === 'Tab' ? modal() : null;
  if (!box) return;
  const focusable = [...box.querySelectorAll<HTMLElement>('a[href], button')].filter((x) => x.offsetParent);
  const [first, last] = [focusable[0], focusable.at(-1)];
  if (e.shiftKey ? document.activeElement === first : document.activeElement === last) {
    e.preventDefault();
    (e.shiftKey ? last : first)?.focus();
  }
});

// a page restored from the back-forward cache comes back with its menus closed
addEventListener('pageshow', (e) => e.persisted && close(openButtons()));

const toTop = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
if (toTop) {
  const update = () => (toTop.hidden = scrollY <= 200);
  addEventListener('scroll', update, { passive: true });
  update();
  toTop.addEventListener('click', () => {
    scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}

export {};

// The news side panel's counts, recent news and archive: one fragment per build, swapped in for the
// page's own category links (see NewsSidebar). Our own escaped HTML from our own origin.
const sidePanel = document.querySelector<HTMLElement>('[data-side-panel]');
if (sidePanel?.dataset.sidePanel) {
  fetch(sidePanel.dataset.sidePanel)
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`side panel: ${r.status}`))))
    .then((html) => {
      sidePanel.innerHTML = html;
      const active = sidePanel.dataset.active;
      for (const a of sidePanel.querySelectorAll('a'))
        if (active && a.getAttribute('href') === active) a.setAttribute('aria-current', 'page');
    })
    .catch(() => {}); // the page's own category links stay
}
