import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_HOSTS, embedOf } from '@shared/embed';
import { PAGE_CSP } from '@platform/headers';

const YT = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
const cases: [string, ReturnType<typeof embedOf>][] = [
  // allowed hosts, normalised to their embed address
  ['https://www.youtube.com/watch?v=M7lc1UVf-VE', { kind: 'video', src: YT }],
  ['https://youtube.com/watch?v=M7lc1UVf-VE&t=30', { kind: 'video', src: YT }],
  ['https://youtu.be/M7lc1UVf-VE', { kind: 'video', src: YT }],
  ['https://www.youtube.com/embed/M7lc1UVf-VE', { kind: 'video', src: YT }],
  [YT, { kind: 'video', src: YT }],
  ['  https://www.youtube-nocookie.com/embed/M7lc1UVf-VE  ', { kind: 'video', src: YT }],
  ['https://vimeo.com/76979871', { kind: 'video', src: 'https://player.vimeo.com/video/76979871' }],
  ['https://player.vimeo.com/video/76979871', { kind: 'video', src: 'https://player.vimeo.com/video/76979871' }],
  [
    'https://docs.google.com/presentation/d/1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc/edit#slide=id.p',
    { kind: 'slides', src: 'https://docs.google.com/presentation/d/1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc/embed' },
  ],
  [
    'https://docs.google.com/presentation/d/e/2PACX-1vQabcdefghijk/pub?start=false',
    { kind: 'slides', src: 'https://docs.google.com/presentation/d/e/2PACX-1vQabcdefghijk/embed' },
  ],
  [
    'https://docs.google.com/document/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit',
    { kind: 'slides', src: 'https://docs.google.com/document/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/preview' },
  ],
  [
    'https://www.slideshare.net/slideshow/embed_code/key/abc123XYZ',
    { kind: 'slides', src: 'https://www.slideshare.net/slideshow/embed_code/key/abc123XYZ' },
  ],
  ['/files/event/talk.pdf', { kind: 'pdf', src: '/files/event/talk.pdf' }],
  ['/files/seed/event/presentation-01.pdf', { kind: 'pdf', src: '/files/seed/event/presentation-01.pdf' }],
  // refused: schemes, plain http, look-alike hosts, tricks
  ['javascript:alert(1)', null],
  ['JavaScript:alert(document.cookie)//https://www.youtube.com/watch?v=M7lc1UVf-VE', null],
  ['data:text/html,<script>alert(1)</script>', null],
  ['http://www.youtube.com/watch?v=M7lc1UVf-VE', null],
  ['https://www.youtube.com.evil.example/watch?v=M7lc1UVf-VE', null],
  ['https://evilyoutube.com/watch?v=M7lc1UVf-VE', null],
  ['https://youtube.com@evil.example/watch?v=M7lc1UVf-VE', null],
  ['https://user:pw@www.youtube.com/watch?v=M7lc1UVf-VE', null],
  ['https://www.youtube.com:8443/watch?v=M7lc1UVf-VE', null],
  ['https://www.youtube.com/watch?v=short', null],
  ['https://www.youtube.com/watch?v=M7lc1UVf-VE"><script>', null],
  ['https://docs.google.com.evil.example/presentation/d/1EAYk18WDjIG-zp_0vLm3CsfQh/edit', null],
  ['https://docs.google.com/forms/d/1EAYk18WDjIG-zp_0vLm3CsfQh/viewform', null],
  ['https://vimeo.com/channels/staffpicks', null],
  ['https://www.slideshare.net/someone/some-talk', null],
  ['https://example.com/talk.pdf', null],
  ['/files/../admin.pdf', null],
  ['//evil.example/files/a.pdf', null],
  ['/files/event/talk.html', null],
  ['', null],
  ['not a url', null],
];

describe('embedOf (the presentation allow-list)', () => {
  it.each(cases)('%s', (input, expected) => {
    expect(embedOf(input)).toEqual(expected);
  });

  it('frames only hosts the CSP frame-src lists, in both header sources', () => {
    const frameSrc = (csp: string) => /frame-src ([^;]+)/.exec(csp)![1].split(' ');
    const pages = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8');
    for (const csp of [PAGE_CSP, pages]) expect(frameSrc(csp)).toEqual(expect.arrayContaining([...EMBED_FRAME_HOSTS]));
    for (const [input] of cases) {
      const e = embedOf(input);
      if (e && e.kind !== 'pdf') expect(EMBED_FRAME_HOSTS.some((h) => e.src.startsWith(`${h}/`))).toBe(true);
    }
  });
});
