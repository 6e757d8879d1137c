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

  form.hidden = false;
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

  /** Shows what the filters and the view ask for; answers in the status line. */
  function update() {
    const hall = field('hall').value;
    const track = field('track').value;
    const words = fold(field('q').value).split(' ').filter(Boolean);
    const own = isMine();
    for (const s of sessions) {
      const starred = stars.has(s.dataset.session!);
      s.classList.toggle('is-starred', starred);
      s.querySelector('[data-star]')!.setAttribute('aria-pressed', String(starred));
      const q = s.dataset.q ?? '';
      s.hidden = !(
        (!own || starred) &&
        (!hall || s.dataset.hall === hall) &&
        (!track || s.dataset.track === track) &&
        words.every((w) => q.includes(w))
      );
    }
    root.toggleAttribute('data-filtered', own || Boolean(hall || track || words.length));
    root.dataset.mode = own ? 'mine' : 'all';
    for (const p of panels) {
      const list = [...p.querySelectorAll<HTMLElement>('[data-session]')];
      const shown = list.filter((s) => !s.hidden).length;
      p.toggleAttribute('data-empty', !shown);
      const none = p.querySelector<HTMLElement>('[data-none]');
      if (none) none.hidden = own || shown > 0 || !list.length;
      if (own) p.hidden = !shown;
    }
    mineCount.textContent = String(stars.size);
    download.disabled = stars.size === 0;
    const starredShown = sessions.filter((s) => !s.hidden).length;
    mineEmpty.hidden = !own || starredShown > 0;
    if (own) status.textContent = fill(texts.mineShown, { n: starredShown });
    else {
      const inDay = [...selectedPanel().querySelectorAll<HTMLElement>('[data-session]')];
      status.textContent = inDay.length ? fill(texts.shown, { n: inDay.filter((s) => !s.hidden).length, total: inDay.length }) : '';
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
    const urls = sessions.filter((s) => stars.has(s.dataset.session!)).map((s) => s.dataset.ics!);
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
    for (const s of sessions) {
      const on = Date.parse(s.dataset.start!) <= now && now < Date.parse(s.dataset.end!);
      s.classList.toggle('is-now', on);
      s.querySelector<HTMLElement>('.tt-now')!.hidden = !on;
      if (on) s.setAttribute('aria-current', 'time');
      else s.removeAttribute('aria-current');
      current ??= on ? s : undefined;
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
