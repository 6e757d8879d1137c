import { fold } from '@shared/transliterate';
import { joinCalendars } from '@shared/ics-join';
import { fill } from '@i18n/fill';

/**
 * The timetable's script (issue 27 §2, §4), a progressive enhancement of the static page
 * (src/components/event/program/Timetable.astro): it shows the filter tools and the stars, filters
 * the built sessions by hall, track and words (their folded `data-q`, so Cyrillic and Latin meet)
 * without a request, marks the session running now (the instants are Ulaanbaatar time), keeps the
 * starred sessions in localStorage ("My schedule", no account) and downloads them as one `.ics`
 * joined from the sessions' static calendar files. Plain DOM: no framework for a page of lists.
 */
export const STORAGE_KEY = 'mw-2025-my-schedule';

interface Texts {
  shown: string;
  mineShown: string;
  downloadFailed: string;
}

function readStars(): Set<string> {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(list) ? list.map(String) : []);
  } catch {
    return new Set();
  }
}
function writeStars(stars: Set<string>) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...stars]));
  } catch {
    // private mode or full storage: the stars last for this page
  }
}

function enhance(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>('[data-tools]');
  if (!form) return;
  const texts = JSON.parse(root.dataset.texts ?? '{}') as Texts;
  const sessions = [...root.querySelectorAll<HTMLElement>('[data-session]')];
  const panels = [...root.querySelectorAll<HTMLElement>('.program-panel')];
  const status = form.querySelector<HTMLElement>('[data-status]')!;
  const mine = form.querySelector<HTMLButtonElement>('[data-mine]')!;
  const mineCount = form.querySelector<HTMLElement>('[data-mine-count]')!;
  const download = form.querySelector<HTMLButtonElement>('[data-download]')!;
  const mineEmpty = root.querySelector<HTMLElement>('[data-mine-empty]')!;
  const stars = readStars();
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;

  form.addEventListener('submit', (e) => e.preventDefault());
  for (const s of sessions) {
    const star = s.querySelector<HTMLButtonElement>('[data-star]')!;
    star.hidden = false;
    star.addEventListener('click', () => {
      const id = s.dataset.session!;
      if (stars.has(id)) stars.delete(id);
      else stars.add(id);
      writeStars(stars);
      update();
    });
  }

  const isMine = () => mine.getAttribute('aria-pressed') === 'true';
  const selectedPanel = () => panels.find((p) => !p.hidden) ?? panels[0];
  // read once: what each session is filtered by, its star, its panel
  const items = sessions.map((el) => ({
    el,
    id: el.dataset.session!,
    hall: el.dataset.hall ?? '',
    track: el.dataset.track ?? '',
    q: el.dataset.q ?? '',
    star: el.querySelector<HTMLElement>('[data-star]')!,
    panel: el.closest<HTMLElement>('.program-panel')!,
    shown: true,
    starred: false,
    // the <time>s' instants (Ulaanbaatar time, with its offset)
    times: [...el.querySelectorAll('time')].map((t) => Date.parse(t.dateTime)),
  }));
  const days = panels.map((p) => ({ p, none: p.querySelector<HTMLElement>('[data-none]'), items: items.filter((i) => i.panel === p) }));
  /** Shows or hides an element, writing only a change. */
  const show = (el: HTMLElement, on: boolean) => {
    if (el.hidden === on) el.hidden = !on;
  };

  /** Shows what the filters and the view ask for (touching only what changes: a tap stays one frame); answers in the status line. */
  function update() {
    const hall = field('hall').value;
    const track = field('track').value;
    const words = fold(field('q').value).split(' ').filter(Boolean);
    const own = isMine();
    for (const i of items) {
      const starred = stars.has(i.id);
      if (starred !== i.starred) {
        i.starred = starred;
        i.el.classList.toggle('is-starred', starred);
        i.star.setAttribute('aria-pressed', String(starred));
      }
      const shown = (!own || starred) && (!hall || i.hall === hall) && (!track || i.track === track) && words.every((w) => i.q.includes(w));
      if (shown !== i.shown) show(i.el, (i.shown = shown));
    }
    const filtered = own || Boolean(hall || track || words.length);
    if (root.hasAttribute('data-filtered') !== filtered) root.toggleAttribute('data-filtered', filtered);
    const mode = own ? 'mine' : 'all';
    if (root.dataset.mode !== mode) root.dataset.mode = mode;
    let starredShown = 0;
    for (const d of days) {
      const shown = d.items.filter((i) => i.shown).length;
      starredShown += own ? shown : 0;
      if (d.p.hasAttribute('data-empty') !== !shown) d.p.toggleAttribute('data-empty', !shown);
      if (d.none) show(d.none, !own && shown === 0 && d.items.length > 0);
      if (own) show(d.p, shown > 0);
    }
    mineCount.textContent = String(stars.size);
    download.disabled = stars.size === 0;
    show(mineEmpty, own && starredShown === 0);
    if (own) status.textContent = fill(texts.mineShown, { n: starredShown });
    else {
      const day = days.find((d) => d.p === selectedPanel())!;
      status.textContent = day.items.length
        ? fill(texts.shown, { n: day.items.filter((i) => i.shown).length, total: day.items.length })
        : '';
    }
  }

  form.addEventListener('input', update);
  mine.addEventListener('click', () => {
    const own = !isMine();
    mine.setAttribute('aria-pressed', String(own));
    if (!own) {
      // back to the day tabs: the selected tab's panel only
      const tab = root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      for (const p of panels) p.hidden = tab ? p.id !== tab.getAttribute('aria-controls') : p !== panels[0];
    }
    update();
  });
  // a day tab changes the status line's day
  root.addEventListener('click', (e) => (e.target as Element).closest('[role="tab"]') && queueMicrotask(update));
  root.addEventListener('keyup', (e) => (e.target as Element).closest('[role="tab"]') && update());

  download.addEventListener('click', async () => {
    // each session's calendar file is next to its page (paths.eventSessionCalendar)
    const urls = items.filter((i) => i.starred).map((i) => `${i.el.querySelector('h3 a')!.getAttribute('href')}/calendar.ics`);
    try {
      const files = await Promise.all(
        urls.map(async (url) => {
          const res = await fetch(url);
          if (!res.ok) throw new Error(String(res.status));
          return res.text();
        }),
      );
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([joinCalendars(files)], { type: 'text/calendar' }));
      link.download = 'mining-week-2025-my-schedule.ics';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch {
      status.textContent = texts.downloadFailed;
    }
  });

  /** The session running now (Ulaanbaatar instants), and its day's tab selected once during the event. */
  function markNow(first: boolean) {
    const now = Date.now();
    let current: HTMLElement | undefined;
    for (const { el, times } of items) {
      const on = times[0] <= now && now < times[1];
      current ??= on ? el : undefined;
      if (el.classList.contains('is-now') === on) continue;
      el.classList.toggle('is-now', on);
      show(el.querySelector<HTMLElement>('.tt-now')!, on);
      if (on) el.setAttribute('aria-current', 'time');
      else el.removeAttribute('aria-current');
    }
    if (first && current && !location.hash) {
      const panel = current.closest<HTMLElement>('.program-panel');
      root.querySelector<HTMLElement>(`[role="tab"][aria-controls="${panel?.id}"]`)?.click();
    }
  }
  // after the day tabs have their handlers (tabs-dom.ts)
  setTimeout(() => markNow(true));
  setInterval(() => markNow(false), 60_000);
  update();
}

for (const root of document.querySelectorAll<HTMLElement>('[data-timetable]')) enhance(root);
