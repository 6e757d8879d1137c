import { describe, expect, it } from 'vitest';
import { en } from '@i18n/en';
import { mn } from '@i18n/mn';
import { omitTexts, pickTexts } from '@i18n/pick';
import { textsT } from '@i18n/island';

describe('pickTexts', () => {
  it('picks exactly the keys under the prefixes, in the language asked for', () => {
    const texts = pickTexts('mn', 'trade.', 'pager.');
    const keys = Object.keys(texts);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.startsWith('trade.') || k.startsWith('pager.'))).toBe(true);
    expect(keys.sort()).toEqual(
      Object.keys(mn)
        .filter((k) => k.startsWith('trade.') || k.startsWith('pager.'))
        .sort(),
    );
    expect(texts['pager.first']).toBe(mn['pager.first']);
  });

  it('omitTexts leaves out the keys under a prefix', () => {
    const texts = omitTexts(pickTexts('en', 'directory.register.'), 'directory.register.admin.');
    expect(texts['directory.register.next']).toBe(en['directory.register.next']);
    expect(Object.keys(texts).some((k) => k.startsWith('directory.register.admin.'))).toBe(false);
  });

  it('is read in the island with its placeholders filled', () => {
    const t = textsT(pickTexts('en', 'directory.register.stepOf'));
    expect(t('directory.register.stepOf', { n: 2 })).toBe(en['directory.register.stepOf'].replace('{n}', '2'));
  });
});
