import type { officeRequests } from '@db/schema';
import { DAY_MS } from '../random';

/** Membership-form requests, as visitors sent them over the last two months. */
export function buildOfficeRequests(now: Date): (typeof officeRequests.$inferInsert)[] {
  const people = [
    ['Б.Анхбаяр', 'anhbayar@gobi-drilling.mn', 'Өрөмдлөгийн үйлчилгээ'],
    ['Д.Сэлэнгэ', 'selenge@steppe-logistics.mn', 'Тээвэр ложистик'],
    ['Ж.Хонгорзул', 'info@ulaan-uul.mn', 'Хайгуул'],
    ['Н.Түвшинбаяр', 'tuvshin@erdem-consult.mn', 'Зөвлөх үйлчилгээ'],
    ['Г.Мандах', 'mandakh@khuder-trade.mn', 'Тоног төхөөрөмж нийлүүлэлт'],
    ['С.Өнөболд', 'unubold@tal-energy.mn', 'Эрчим хүч'],
    ['О.Нандин', 'nandin@shine-lab.mn', 'Лабораторийн шинжилгээ'],
    ['Т.Энхбат', 'enkhbat@altai-gold.mn', 'Алтны олборлолт'],
  ];
  return people.map(([name, email, business_type], k) => ({
    name,
    email,
    phone_number: `+976 99${String(110000 + k * 7331).slice(0, 6)}`,
    business_type,
    member_request: k % 2 === 0,
    codex_request: k % 3 === 1,
    meeting_request: k % 2 === 1 || k === 4,
    created_at: new Date(now.getTime() - (k * 7 + 1) * DAY_MS),
  }));
}

export const SELF_RESPONDENTS = [
  { name: 'Улаан Уул Хайгуул ХХК', email: 'info@ulaan-uul.mn', phone_number: '+976 99112233' },
  { name: 'Тал Энержи ХХК', email: 'office@tal-energy.mn', phone_number: '+976 88114455' },
  { name: 'Шинэ Лаб ХХК', email: 'hello@shine-lab.mn', phone_number: '+976 95117788' },
];

/** A deterministic yes/no pattern per respondent: some strong, some still working on it. */
export const answerOf = (respondent: number, question: number) => (question * (respondent + 3) + respondent) % (respondent + 3) !== 0;

/** Percentages the way the site computes them: rounded share of yes answers. */
export function resultOf(sectionOfQuestion: string[], yes: boolean[]) {
  const sections = [...new Set(sectionOfQuestion)];
  const pct = (xs: boolean[]) => (xs.length ? Math.round((xs.filter(Boolean).length / xs.length) * 100) : null);
  const per = sections.map((s) => pct(yes.filter((_, k) => sectionOfQuestion[k] === s)));
  const total_true = yes.filter(Boolean).length;
  return {
    main_percentage: pct(yes) ?? 0,
    first_section_per: per[0] ?? null,
    second_section_per: per[1] ?? null,
    third_section_per: per[2] ?? null,
    fourth_section_per: per[3] ?? null,
    fifth_section_per: per[4] ?? null,
    total_true,
    total_false: yes.length - total_true,
  };
}
