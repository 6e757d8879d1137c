/**
 * Mongolian (Cyrillic) text a reader sees on a page that should be English: the visible text and
 * the attributes a person or a screen reader is shown, outside any element marked `lang="mn"` (the
 * nearest `lang` wins, so `lang="en"` inside it counts again) and after removing the `allowed`
 * strings (proper names). Each piece of text is reported once, whitespace collapsed, `attr: text`
 * for an attribute. A pure function over the HTML string, so one fetch of a page is enough.
 */
const CYRILLIC = /[\u0400-\u052f]/;
/** Attributes shown to a person or read out by a screen reader. */
const SHOWN_ATTRIBUTES = ['alt', 'title', 'aria-label', 'aria-description', 'placeholder', 'label'];
/** `<meta>` whose `content` a search engine or a shared link shows. */
const SHOWN_META = /^(description|og:title|og:description|og:image:alt|twitter:title|twitter:description)$/;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TOKEN = /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(amp|lt|gt|quot|apos|nbsp);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' })[name]!,
    );

function attributesOf(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const [, name, dq, sq, bare] of source.matchAll(ATTRIBUTE)) attrs.set(name.toLowerCase(), decode(dq ?? sq ?? bare ?? ''));
  return attrs;
}

export function untranslatedText(html: string, allowed: readonly string[] = []): string[] {
  const found = new Set<string>();
  const check = (text: string, where = '') => {
    const shown = text.replace(/\s+/g, ' ').trim();
    const rest = allowed.reduce((s, name) => s.split(name).join(' '), shown);
    if (CYRILLIC.test(rest)) found.add(where ? `${where}: ${shown}` : shown);
  };
  /** Open elements that carry `lang`, with how many same-named elements are open inside each. */
  const scopes: { tag: string; lang: string; nested: number }[] = [];
  const isMongolian = (lang = '') => /^mn\b/i.test(lang);

  for (const [token, , closing, rawTag, rawAttrs] of html.matchAll(TOKEN)) {
    const top = scopes.at(-1);
    if (rawTag === undefined) {
      if (!token.startsWith('<') && !isMongolian(top?.lang)) check(decode(token));
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (closing) {
      if (top?.tag === tag) {
        if (top.nested === 0) scopes.pop();
        else top.nested--;
      }
      continue;
    }
    const attrs = attributesOf(rawAttrs);
    const lang = attrs.get('lang') ?? top?.lang;
    if (!VOID.has(tag) && !rawAttrs.trimEnd().endsWith('/')) {
      if (attrs.has('lang')) scopes.push({ tag, lang: lang!, nested: 0 });
      else if (top?.tag === tag) top.nested++;
    }
    if (isMongolian(lang)) continue;
    for (const name of SHOWN_ATTRIBUTES) if (attrs.has(name)) check(attrs.get(name)!, name);
    const meta = attrs.get('name') ?? attrs.get('property') ?? '';
    if (tag === 'meta' && SHOWN_META.test(meta)) check(attrs.get('content') ?? '', `meta ${meta}`);
    if (tag === 'input' && /^(submit|button|reset)$/i.test(attrs.get('type') ?? '')) check(attrs.get('value') ?? '', 'value');
  }
  return [...found];
}
