import { describe, expect, it } from 'vitest';
import { fold, inModeScript, scriptOf, termProblem, toCyrillic, toLatin } from '@shared/transliterate';

describe('fold: one skeleton for both scripts and the look-alikes', () => {
  it.each([
    ['ЭРДЭНЭТ', 'ERDENET'],
    ['Эрдэнэт', 'ERDENET'],
    ['Erdenet', 'ERDENET'],
    ['erdenet', 'ERDENET'],
    // Ө / О / У / Ү and their Latin spellings
    ['Мөнх', 'MONH'],
    ['Munkh', 'MONH'],
    ['Monkh', 'MONH'],
    ['Moenkh', 'MONH'],
    ['Өлзий', 'OLZII'],
    ['Ulzii', 'OLZII'],
    ['Сүхбаатар', 'SOHBAATAR'],
    ['Sukhbaatar', 'SOHBAATAR'],
    ['Suekhbaatar', 'SOHBAATAR'],
    // х = h / kh / x
    ['Хан', 'HAN'],
    ['Khan', 'HAN'],
    ['Han', 'HAN'],
    ['Xan', 'HAN'],
    // ц = ts / c
    ['Цагаан', 'CAGAAN'],
    ['Tsagaan', 'CAGAAN'],
    ['Cagaan', 'CAGAAN'],
    // ш, ч, ж
    ['Шанд', 'SHAND'],
    ['Shand', 'SHAND'],
    ['Чинггис', 'CHINGGIS'],
    ['Chinggis', 'CHINGGIS'],
    ['Жаргалант', 'JARGALANT'],
    ['Jargalant', 'JARGALANT'],
    ['Zhargalant', 'JARGALANT'],
    // я, ю, й, ы, ь
    ['Баян', 'BAIAN'],
    ['Bayan', 'BAIAN'],
    ['Шарын гол', 'SHARIN GOL'],
    ['Sharyn Gol', 'SHARIN GOL'],
    // punctuation and spacing collapse
    ['  ЭРДЭНЭТ-МАЙНИНГ,  ХХК ', 'ERDENET MAINING HHK'],
    ['', ''],
  ])('%s -> %s', (text, skeleton) => expect(fold(text)).toBe(skeleton));

  it('the Latin and Cyrillic spellings of every seed name meet', () => {
    const pairs: [string, string][] = [
      ['Хөвсгөл', 'Khuvsgul'],
      ['Төмөр', 'Tumur'],
      ['Хүрэл', 'Khurel'],
      ['Хэрлэн', 'Kherlen'],
      ['Ухаа', 'Ukhaa'],
      ['Нарийн сухайт', 'Nariin Sukhait'],
      ['Таван толгой', 'Tavan Tolgoi'],
    ];
    for (const [mn, en] of pairs) expect(fold(mn), `${mn} / ${en}`).toBe(fold(en));
  });
});

describe('toCyrillic / toLatin', () => {
  it.each([
    ['Erdenet', 'ЭРДЭНЭТ'],
    ['erdenet', 'ЭРДЭНЭТ'],
    ['Khan', 'ХАН'],
    ['Tsagaan', 'ЦАГААН'],
    ['Shand', 'ШАНД'],
    ['Chinggis', 'ЧИНГГИС'],
    ['Bayan', 'БАЯН'],
    ['Oyu Tolgoi', 'ОЮ ТОЛГОЙ'],
    ['Zhargal', 'ЖАРГАЛ'],
    ['Xaan', 'ХААН'],
    ['Oelzii', 'ӨЛЗИЙ'],
    ['Nariin', 'НАРИЙН'],
    ['Khangai', 'ХАНГАЙ'],
    ['Ider', 'ИДЭР'],
  ])('toCyrillic(%s) = %s', (latin, cyrillic) => expect(toCyrillic(latin)).toBe(cyrillic));

  it.each([
    ['Эрдэнэт', 'ERDENET'],
    ['ХАН', 'KHAN'],
    ['Цагаан', 'TSAGAAN'],
    ['Баян', 'BAYAN'],
    ['Мөнх', 'MONKH'],
    ['Сүхбаатар', 'SUKHBAATAR'],
    ['Шарын гол', 'SHARYN GOL'],
  ])('toLatin(%s) = %s', (cyrillic, latin) => expect(toLatin(cyrillic)).toBe(latin));

  it('a transliteration folds to the same key as the original', () => {
    for (const w of ['Erdenet', 'Khan', 'Tsagaan', 'Sukhbaatar', 'Jargalant']) expect(fold(toCyrillic(w)), w).toBe(fold(w));
    for (const w of ['Эрдэнэт', 'Хөвсгөл', 'Цогт', 'Шанд', 'Чинггис']) expect(fold(toLatin(w)), w).toBe(fold(w));
  });
});

describe('scriptOf', () => {
  it.each([
    ['ЭРДЭНЭТ', 'cyrillic'],
    ['Erdenet', 'latin'],
    ['Erdenet ЭРДЭНЭТ', 'mixed'],
    ['123 -', 'none'],
    ['', 'none'],
  ])('%s -> %s', (text, script) => expect(scriptOf(text)).toBe(script));
});

describe('termProblem: the search box rules', () => {
  it.each([
    ['Эрдэнэт', 'mn', null],
    ['Өлзий Үүрд', 'mn', null],
    ['Erdenet', 'mn', 'script'],
    ['Эрдэнэт1', 'mn', null],
    ['Бат-Эрдэнэ', 'mn', null],
    ['ХХК "Эрдэнэ" №2', 'mn', null],
    ['Эрдэнэт Mining', 'mn', 'script'],
    ['Erdenet Mining LLC. & Co (No. 5)', 'en', null],
    ['Erdenet', 'en', null],
    ['Oyu Tolgoi', 'en', null],
    ['Эрдэнэт', 'en', 'script'],
    ['Erdenet!', 'en', 'script'],
    ['Erdenet ЭРДЭНЭТ', 'any', null],
    ['Erdenet 2', 'any', null],
    ['Erdenet <b>', 'any', 'script'],
    ['- . -', 'any', 'empty'],
    ['', 'any', 'empty'],
    ['   ', 'mn', 'empty'],
    ['a'.repeat(101), 'en', 'tooLong'],
    ['a'.repeat(100), 'en', null],
  ] as const)('%s in %s mode -> %s', (term, mode, problem) => expect(termProblem(term, mode, 100)).toBe(problem));

  it.each([
    ['Erdenet', 'mn', 'ЭРДЭНЭТ'],
    [' Oyu  Tolgoi ', 'mn', 'ОЮ ТОЛГОЙ'],
    ['Эрдэнэт', 'en', 'ERDENET'],
    ['Эрдэнэт', 'mn', null],
    ['Erdenet', 'en', null],
    ['Erdenet!', 'mn', null],
  ] as const)('inModeScript(%s, %s) = %s', (term, mode, fixed) => expect(inModeScript(term, mode)).toBe(fixed));
});
