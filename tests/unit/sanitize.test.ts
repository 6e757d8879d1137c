import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from '@shared/sanitize';

const DANGER = /<script|onerror|javascript:|<xmp|foreignobject/i;
const ALLOWED_ATTRS: Record<string, string[]> = {
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

/** Every tag in the output is allowlisted, with allowlisted, double-quoted attributes and safe URLs. */
function structuralProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [, name, attrs] of html.matchAll(/<\/?([^\s>/]+)([^>]*)>/g)) {
    const allowed = ALLOWED_ATTRS[name];
    if (!allowed) {
      problems.push(`tag ${name}`);
      continue;
    }
    const rest = attrs.replace(/\s*\/$/, '').replace(/\s+([a-z]+)="([^"]*)"/g, (_, attr: string, value: string) => {
      if (!allowed.includes(attr)) problems.push(`${name}[${attr}]`);
      if (attr === 'href' && !/^(https?:\/\/|mailto:)/i.test(value)) problems.push(`href ${value}`);
      if (attr === 'src' && !/^(https?:\/\/|\/files\/)/i.test(value)) problems.push(`src ${value}`);
      return '';
    });
    if (rest.trim()) problems.push(`unparsed attributes ${rest}`);
  }
  return problems;
}

describe('sanitizeHtml: SECURITY.md #22', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Гарчиг</h2><p>Энгийн <strong>тод</strong> <em>налуу</em> <s>зураас</s> <u>доогуур</u> <code>x</code></p>' +
      '<ul><li>нэг</li></ul><ol><li>хоёр</li></ol><blockquote><p>ишлэл</p></blockquote><pre><code>код</code></pre><hr><p>мөр<br>шинэ</p>' +
      '<p><a href="https://mining.mn/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">холбоос</a> <a href="mailto:info@mining.mn">и-мэйл</a></p>' +
      '<img src="/files/news-body/a.png" alt="зураг" width="730" height="455"><img src="https://cdn.example/b.jpg">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes <script> with its content, in any case and unclosed', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<p>a</p><ScRiPt src="//evil.example/x.js"></sCrIpT>b')).toBe('<p>a</p>b');
    expect(sanitizeHtml('<p>a</p><script>alert(1)<p>rest</p>')).toBe('<p>a</p>');
  });

  it('drops event handlers such as <img onerror>', () => {
    expect(sanitizeHtml('<img src="/files/a.png" onerror="alert(1)">')).toBe('<img src="/files/a.png">');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img>');
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
  });

  it('drops javascript: links, however they are cased, encoded or spaced', () => {
    for (const href of [
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relative',
      '//evil.example',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('removes <xmp> and <svg><foreignObject> with their content', () => {
    expect(sanitizeHtml('<xmp><img src=x onerror=alert(1)></xmp>after')).toBe('after');
    expect(sanitizeHtml('<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject><text>x</text></svg>after')).toBe(
      'after',
    );
    expect(sanitizeHtml('<style>p{}</style><iframe src="https://x"></iframe><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('limits images to http(s) and our /files/ path', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img>');
    expect(sanitizeHtml('<img src="/etc/passwd" width="100%">')).toBe('<img>');
  });

  it('leaves text about the dangerous words readable but inert', () => {
    const out = sanitizeHtml('<p>javascript: and onerror in foreignObject</p>');
    expect(out).not.toMatch(DANGER);
    expect(out.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))).toBe(
      '<p>javascript: and onerror in foreignObject</p>',
    );
  });

  it('is stable when run twice', () => {
    const once = sanitizeHtml('<p>a &amp; b</p><a href="https://x.mn/?q=javascript:1&amp;r=2">l</a>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('sanitizeHtml: property', () => {
  const fragments = fc.constantFrom(
    '<script>',
    '</script>',
    '<SCRIPT>',
    '<scr',
    'ipt>',
    '<img src=x onerror=alert(1)>',
    '<img src="/files/a.png" ',
    'onerror=',
    'on',
    'error',
    '<a href="',
    'javascript:',
    'JaVaScRiPt:',
    'java\tscript:',
    '&#106;',
    'avascript:alert(1)',
    '&colon;',
    '">',
    "'",
    '"',
    '<',
    '>',
    '/',
    '=',
    '<xmp>',
    '</xmp>',
    '<svg>',
    '<foreignObject>',
    '</foreignObject>',
    'foreign',
    'Object',
    '<p>',
    '</p>',
    '<!--',
    '-->',
    '<style>',
    '<iframe>',
    '<math>',
    '<a href=https://ok.mn>',
    '</a>',
    'text',
    ' ',
    '\n',
    '\u0000',
  );
  const mixed = fc.array(fc.oneof(fragments, fc.string({ maxLength: 4 })), { maxLength: 30 }).map((parts) => parts.join(''));

  it('never lets a dangerous fragment through, and only emits allowlisted markup', () => {
    fc.assert(
      fc.property(mixed, (input) => {
        const out = sanitizeHtml(input);
        expect(out).not.toMatch(DANGER);
        expect(structuralProblems(out)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isBlankHtml', () => {
  it('treats empty editor output as blank and images or text as content', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p><br>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
    expect(isBlankHtml('<img src="/files/a.png">')).toBe(false);
  });
});
