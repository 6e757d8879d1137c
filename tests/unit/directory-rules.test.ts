import { describe, expect, it } from 'vitest';
import { companyUpdateSchema, newContactSchema, personUpdateSchema } from '@shared/directory-admin';
import {
  companyRegistrationSchema,
  consultantRegistrationSchema,
  DIRECTORY_REGISTRATION_MESSAGES as M,
  FORMAT_RULES,
  normalWebsite,
  type FormatRule,
} from '@shared/directory-registration';

/**
 * The directory's one set of format rules (issue 25 §9): the wizard's checks (zod-free), the server's
 * registration schemas and the admin's edit schemas refuse and accept the same values.
 */
const CASES: Record<FormatRule, { good: string[]; bad: string[] }> = {
  name: { good: ['Эрдэнэ Майнинг ХХК', 'Erdene Mining LLC', 'D. Bolormaa', 'A & B (Mongolia)'], bad: ['<b>x</b>', 'a > b', '<script>'] },
  registrationNumber: { good: ['5123456', 'УБ12345678', 'AB1234'], bad: ['abc!@#', '512 3456', '512-3456', 'УБ/123'] },
  phone: {
    good: ['+976 7011-2233', '99112233', '(7011) 2233', '+976 (11) 32-1234'],
    bad: ['abc', '12345', '99-11-22-33 ext 4', '+976 9911 2233 4455 6677', '++97699112233', '9911 2233, 8811 2233'],
  },
  email: { good: ['info@erdene.mn', 'a.b+c@x.co'], bad: ['info@', 'nope', 'a b@x.mn', 'a@x.m'] },
  website: {
    good: ['https://erdene.mn', 'http://www.x.mn/about?a=1', 'www.x.mn', 'x.mn', 'монгол.мн'],
    bad: [
      'javascript:alert(1)',
      'ftp://x.mn',
      'https://',
      'localhost',
      'https://user:pw@x.mn',
      'www.x.mn/a b',
      'data:text/html,x',
      'erdene',
    ],
  },
};

describe('FORMAT_RULES', () => {
  for (const [rule, { good, bad }] of Object.entries(CASES) as [FormatRule, { good: string[]; bad: string[] }][]) {
    it(`${rule}: accepts ${good.length} and refuses ${bad.length} values`, () => {
      for (const v of good) expect([v, FORMAT_RULES[rule](v)]).toEqual([v, null]);
      for (const v of bad) expect([v, FORMAT_RULES[rule](v)]).not.toEqual([v, null]);
    });
  }

  it('stores a bare web address with https:// and keeps an http(s) one as written', () => {
    expect(normalWebsite('www.x.mn')).toBe('https://www.x.mn');
    expect(normalWebsite('x.mn/about')).toBe('https://x.mn/about');
    expect(normalWebsite('HTTP://X.MN')).toBe('HTTP://X.MN');
    expect(normalWebsite('javascript:alert(1)')).toBeNull();
  });
});

const REGISTRANT = { registrantName: 'Батболд', registrantPosition: 'Захирал', registrantEmail: 'b@x.mn', registrantPhone: '99112233' };
const COMPANY = {
  ...REGISTRANT,
  categories: JSON.stringify([{ mainCategory: '01', subCategory: '0101' }]),
  nameMn: 'Эрдэнэ',
  nameEn: 'Erdene',
  registrationNumber: '5123456',
  websites: JSON.stringify(['www.erdene.mn']),
  image: new File([new Uint8Array([1])], 'logo.png', { type: 'image/png' }),
};
const CONSULTANT = {
  ...REGISTRANT,
  nameMn: 'Болормаа',
  nameEn: 'Bolormaa',
  professionMn: 'Геологич',
  professionEn: 'Geologist',
  phone: '99114455',
};
const company = companyRegistrationSchema({ registrant: true });
const consultant = consultantRegistrationSchema({ registrant: true });
const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the registration and admin schemas apply the same rules', () => {
  it('the wizard and the admin add: a bare website is stored with https://', () => {
    expect(company.parse(COMPANY).websites).toEqual(['https://www.erdene.mn']);
  });

  it.each([
    ['websites', JSON.stringify(['javascript:alert(1)']), 'websites.0', M.websiteFormat],
    ['phones', JSON.stringify(['abc']), 'phones.0', M.phoneFormat],
    ['faxes', JSON.stringify(['12']), 'faxes.0', M.phoneFormat],
    ['registrationNumber', 'abc!@#', 'registrationNumber', M.registrationNumberFormat],
    ['nameMn', '<b>x</b>', 'nameMn', M.markup],
    ['registrantPhone', 'abc', 'registrantPhone', M.phoneFormat],
  ])('company %s %s', (field, value, path, message) => {
    expect(issuesOf(company.safeParse({ ...COMPANY, [field]: value }))).toEqual([[path, message]]);
  });

  it.each([
    ['phone', 'abc', M.phoneFormat],
    ['nameEn', '<i>x</i>', M.markup],
  ])('consultant %s %s', (field, value, message) => {
    expect(issuesOf(consultant.safeParse({ ...CONSULTANT, [field]: value }))).toEqual([[field, message]]);
  });

  it.each([
    [{ registration_number: 'abc!@#' }, 'company.registration_number', M.registrationNumberFormat],
    [{ name_mn: '<b>x</b>' }, 'company.name_mn', M.markup],
    [{ name_en: 'a<b' }, 'company.name_en', M.markup],
  ])('admin company edit %o', (change, path, message) => {
    expect(issuesOf(companyUpdateSchema.safeParse({ company: { id: 1, ...change } }))).toEqual([[path, message]]);
  });

  it('admin contacts: the same rules per type, a bare website stored with https://', () => {
    const contact = (contact_type: string, contact_value: string) => newContactSchema.safeParse({ contact_type, contact_value });
    expect(issuesOf(contact('website', 'javascript:alert(1)'))).toEqual([['contact_value', M.websiteFormat]]);
    expect(issuesOf(contact('phone', 'abc'))).toEqual([['contact_value', M.phoneFormat]]);
    expect(issuesOf(contact('fax', 'abc'))).toEqual([['contact_value', M.phoneFormat]]);
    expect(issuesOf(contact('email', 'nope'))).toEqual([['contact_value', M.emailFormat]]);
    expect(contact('website', 'www.x.mn').data).toEqual({ contact_type: 'website', contact_value: 'https://www.x.mn' });
  });

  it('admin consultant edit', () => {
    expect(issuesOf(personUpdateSchema.safeParse({ id: 1, phone: 'abc' }))).toEqual([['phone', M.phoneFormat]]);
    expect(issuesOf(personUpdateSchema.safeParse({ id: 1, nameMn: '<b>x</b>' }))).toEqual([['nameMn', M.markup]]);
    expect(personUpdateSchema.safeParse({ id: 1, phone: '+976 9911-4455', nameMn: 'Болормаа' }).success).toBe(true);
  });
});
