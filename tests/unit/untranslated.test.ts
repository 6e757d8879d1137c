import { describe, expect, it } from 'vitest';
import { untranslatedText } from '../helpers/untranslated';

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>Home</title>${head}</head><body>${body}</body></html>`;

describe('untranslatedText', () => {
  it('finds Cyrillic in the visible text, whitespace collapsed, each text once', () => {
    expect(untranslatedText(page('<p>Since\n  <b>2018 оноос   хойш</b></p><p>2018 оноос хойш</p><p>English only</p>'))).toEqual([
      '2018 оноос хойш',
    ]);
  });

  it('reads the attributes a reader is shown and the meta texts, not the others', () => {
    const html = page(
      `<img src="a.png" alt="Лого"><a href="/mm/бүх" title="Гарчиг" aria-label="Холбоос" data-x="Өгөгдөл">x</a>
       <input placeholder="Хайх"><input type="submit" value="Илгээх"><input type="hidden" value="нууц">
       <astro-island props="{&quot;label&quot;:&quot;Шошго&quot;}"></astro-island>`,
      `<meta name="description" content="Тайлбар"><meta property="og:title" content="Гарчиг"><meta property="og:locale:alternate" content="мн">`,
    );
    expect(untranslatedText(html)).toEqual([
      'meta description: Тайлбар',
      'meta og:title: Гарчиг',
      'alt: Лого',
      'title: Гарчиг',
      'aria-label: Холбоос',
      'placeholder: Хайх',
      'value: Илгээх',
    ]);
  });

  it('skips scripts, styles and comments, and decodes character references', () => {
    const html = page(
      '<script type="application/ld+json">{"name":"Холбоо"}</script><style>p::after{content:"м"}</style><!-- Тайлбар --><p>&#1052;&#x43E;&amp;</p>',
    );
    expect(untranslatedText(html)).toEqual(['Мо&']);
  });

  it('exempts an element marked lang="mn" with its attributes and descendants, until a nested lang says otherwise', () => {
    const html = page(
      `<div lang="mn" title="Нэр"><div>Дотор</div><p>Монгол <span lang="en">Англи</span></p>Төгсгөл</div>После
       <img alt="Лого" lang="mn"><h3 lang="mn-Cyrl">Б.Бат</h3><p lang="en">Орхигдсон</p>`,
    );
    expect(untranslatedText(html)).toEqual(['Англи', 'После', 'Орхигдсон']);
  });

  it('reads only the English parts of a Mongolian page', () => {
    const html = `<html lang="mn"><head><title>Хуудас</title></head><body><p>Монгол</p><a lang="en" title="Англи руу">Home</a></body></html>`;
    expect(untranslatedText(html)).toEqual(['title: Англи руу']);
  });

  it('leaves out the allowed names and nothing else', () => {
    expect(untranslatedText(page('<p>Visit Улаанбаатар</p><p>Улаанбаатар хот</p>'), ['Улаанбаатар'])).toEqual(['Улаанбаатар хот']);
  });
});
