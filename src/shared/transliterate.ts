/**
 * Mongolian Cyrillic <-> Latin for the directory search: one pure module, used by the API (search
 * keys, queries), the seed and the search island (the hint's one-click transliteration).
 * - `fold` turns text in either script into one Latin skeleton, so ЭРДЭНЭТ, Erdenet and Эрдэнэт
 *   meet, and the look-alikes people type interchangeably (Ө/О/У/Ү, х/h/kh, ц/ts/c, ...) become the
 *   same letters. The API folds the typed term with it; the database folds what it stores with
 *   `dir_fold` (migration 0007), the same steps in SQL (tests/api/directory-search.test.ts holds
 *   the two equal), and indexes the keys with pg_trgm.
 * - `toCyrillic` / `toLatin` turn a term typed in the other script into the page's script.
 */

export type Script = 'cyrillic' | 'latin' | 'mixed' | 'none';

const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN = /[A-Za-z]/;

export function scriptOf(text: string): Script {
  const c = CYRILLIC.test(text);
  const l = LATIN.test(text);
  return c && l ? 'mixed' : c ? 'cyrillic' : l ? 'latin' : 'none';
}

/**
 * Search input rules (spec §5, as issue 25 widened them): Mongolian mode takes Cyrillic letters,
 * English mode Latin letters; both take digits, spaces and the marks names are written with
 * ("Бат-Эрдэнэ", "No. 5", "A&B"), and a term needs at least one letter or digit.
 */
const MN_LETTERS = 'А-Яа-яЁёӨөҮү';
const MARKS = `0-9\\s.,&'"()/+#№-`;
export const MN_TERM_RE = new RegExp(`^[${MN_LETTERS}${MARKS}]+$`);
export const EN_TERM_RE = new RegExp(`^[A-Za-z${MARKS}]+$`);
/** What the API accepts: either script (the fold makes them meet), with at least one letter or digit. */
export const ANY_TERM_RE = new RegExp(`^(?=.*[${MN_LETTERS}A-Za-z0-9])[${MN_LETTERS}A-Za-z${MARKS}]+$`);

/** Longest search term accepted (the same as `SEARCH_TERM_MAX` of src/shared/directory.ts). */
export type TermProblem = 'empty' | 'tooLong' | 'script';

/**
 * Why a term typed in a search box cannot be sent, or null: empty, longer than `max`, or not in the
 * mode's script (`lang` 'mn' Cyrillic, 'en' Latin; 'any' either; digits and marks in both).
 */
export function termProblem(term: string, mode: 'mn' | 'en' | 'any', max: number): TermProblem | null {
  const t = term.trim();
  if (!t || !fold(t)) return 'empty';
  if (t.length > max) return 'tooLong';
  const re = mode === 'mn' ? MN_TERM_RE : mode === 'en' ? EN_TERM_RE : ANY_TERM_RE;
  return re.test(t) ? null : 'script';
}

/**
 * The one-click fix of a term typed in the other script: the term in the mode's script
 * ("Erdenet" in Mongolian mode -> "ЭРДЭНЭТ"), or null when the term is not wholly in the other script.
 */
export function inModeScript(term: string, mode: 'mn' | 'en'): string | null {
  const t = term.trim().replace(/\s+/g, ' ');
  if (mode === 'mn' && EN_TERM_RE.test(t)) return toCyrillic(t);
  if (mode === 'en' && MN_TERM_RE.test(t)) return toLatin(t);
  return null;
}

const CYR_TO_LATIN: Record<string, string> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Е: 'YE',
  Ё: 'YO',
  Ж: 'J',
  З: 'Z',
  И: 'I',
  Й: 'I',
  К: 'K',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  Ө: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ү: 'U',
  Ф: 'F',
  Х: 'KH',
  Ц: 'TS',
  Ч: 'CH',
  Ш: 'SH',
  Щ: 'SH',
  Ъ: 'I',
  Ы: 'Y',
  Ь: 'I',
  Э: 'E',
  Ю: 'YU',
  Я: 'YA',
};

/** Cyrillic letters to the Latin skeleton: the Latin spelling, with the look-alikes and glides folded. */
const CYR_TO_SKELETON: Record<string, string> = {
  ...CYR_TO_LATIN,
  Е: 'E',
  Ё: 'E',
  У: 'O',
  Ү: 'O',
  Х: 'H',
  Ц: 'C',
  Ъ: '',
  Ы: 'I',
  Ь: '',
  Ю: 'IO',
  Я: 'IA',
};

/** Latin spellings folded to the same skeleton (longest first). */
const LATIN_FOLDS: [RegExp, string][] = [
  [/KH/g, 'H'],
  // a Latin X stands for the look-alike Cyrillic Х (how Mongolian is typed on a Latin keyboard)
  [/X/g, 'H'],
  [/ZH/g, 'J'],
  [/TS/g, 'C'],
  [/OE|UE|U|Ö|Ü/g, 'O'],
  [/YE/g, 'E'],
  [/YO|YU/g, 'IO'],
  [/YA/g, 'IA'],
  [/Y/g, 'I'],
  [/W/g, 'V'],
  [/Q/g, 'K'],
];

/** One name (either script) -> the search skeleton: upper-case Latin letters, digits and single spaces. */
export function fold(text: string): string {
  // upper case for a-z, the Mongolian Cyrillic letters, ö and ü only (any other letter becomes a
  // space below): what the database's `dir_fold` does whatever its locale
  let s = text.normalize('NFC').replace(/[a-zа-яёөүöü]/g, (ch) => ch.toUpperCase());
  s = [...s].map((ch) => CYR_TO_SKELETON[ch] ?? ch).join('');
  for (const [re, to] of LATIN_FOLDS) s = s.replace(re, to);
  return s
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

const LATIN_TO_CYR: [string, string][] = [
  ['KH', 'Х'],
  ['ZH', 'Ж'],
  ['TS', 'Ц'],
  ['CH', 'Ч'],
  ['SH', 'Ш'],
  ['YA', 'Я'],
  ['YU', 'Ю'],
  ['YO', 'Ё'],
  ['YE', 'Е'],
  ['OE', 'Ө'],
  ['UE', 'Ү'],
  ['A', 'А'],
  ['B', 'Б'],
  ['C', 'Ц'],
  ['D', 'Д'],
  ['E', 'Э'],
  ['F', 'Ф'],
  ['G', 'Г'],
  ['H', 'Х'],
  ['I', 'И'],
  ['J', 'Ж'],
  ['K', 'К'],
  ['L', 'Л'],
  ['M', 'М'],
  ['N', 'Н'],
  ['O', 'О'],
  ['P', 'П'],
  ['Q', 'К'],
  ['R', 'Р'],
  ['S', 'С'],
  ['T', 'Т'],
  ['U', 'У'],
  ['V', 'В'],
  ['W', 'В'],
  ['X', 'Х'],
  ['Y', 'Й'],
  ['Z', 'З'],
];

const VOWELS = 'AEIOUY';

/** A Latin term as Mongolian Cyrillic, upper case ("Erdenet" -> "ЭРДЭНЭТ"). */
export function toCyrillic(text: string): string {
  const s = text.toUpperCase();
  let out = '';
  for (let i = 0; i < s.length;) {
    const pair = LATIN_TO_CYR.find(([lat]) => s.startsWith(lat, i));
    if (pair) {
      // a trailing I of a diphthong is Й (Tolgoi -> ТОЛГОЙ, Nariin -> НАРИЙН)
      const shortI = pair[0] === 'I' && VOWELS.includes(s[i - 1] ?? '-') && !VOWELS.includes(s[i + 1] ?? '-');
      out += shortI ? 'Й' : pair[1];
      i += pair[0].length;
    } else {
      out += s[i];
      i += 1;
    }
  }
  return out;
}

/** A Cyrillic term in Latin letters, upper case ("Эрдэнэт" -> "ERDENET"). */
export const toLatin = (text: string) => [...text.toUpperCase()].map((ch) => CYR_TO_LATIN[ch] ?? ch).join('');
