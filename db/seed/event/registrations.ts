import { eventRegistrations } from '@db/schema';
import type { EventSeedContext } from './context';

const MN_FIRST = ['Болормаа', 'Ганзориг', 'Энхтуяа', 'Батбаяр', 'Оюунчимэг', 'Төмөрбаатар', 'Сарнай', 'Мөнхбат', 'Ариунаа', 'Түвшинбаяр'];
const MN_LAST = ['Батболд', 'Дорж', 'Цэрэндорж', 'Ганбаатар', 'Нямдаваа', 'Пүрэвсүрэн', 'Очир', 'Лхагвасүрэн'];
/** First name, last name, country, calling code. */
const FOREIGN: [string, string, string, string][] = [
  ['Sarah', 'Mitchell', 'Australia', '+61'],
  ['James', 'O’Connor', 'Canada', '+1'],
  ['Li', 'Wei', 'China', '+86'],
  ['Yuki', 'Tanaka', 'Japan', '+81'],
  ['Min-jun', 'Park', 'South Korea', '+82'],
  ['Anna', 'Schmidt', 'Germany', '+49'],
  ['Dmitry', 'Ivanov', 'Russia', '+7'],
  ['Aigerim', 'Nurlanovna', 'Kazakhstan', '+7'],
  ['Thomas', 'Dubois', 'France', '+33'],
  ['Emily', 'Carter', 'United States', '+1'],
];
const MN_COMPANIES = [
  ['Эрдэнэс Монгол ХХК', 'erdenes.mn'],
  ['Монгол Алт ХХК', 'mak.mn'],
  ['Энержи Ресурс ХХК', 'mmc.mn'],
  ['Тавантолгой ХК', 'tavantolgoi.mn'],
  ['Шарын гол ХК', 'sharyngol.mn'],
] as const;
const FOREIGN_COMPANIES = [
  ['Rio Tinto', 'riotinto.com'],
  ['Oyu Tolgoi LLC', 'ot.mn'],
  ['Komatsu Mongolia', 'komatsu.mn'],
  ['Epiroc', 'epiroc.com'],
  ['Orica', 'orica.com'],
] as const;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const LATIN: Record<string, string> = {
  Болормаа: 'bolormaa',
  Ганзориг: 'ganzorig',
  Энхтуяа: 'enkhtuya',
  Батбаяр: 'batbayar',
  Оюунчимэг: 'oyunchimeg',
  Төмөрбаатар: 'tumurbaatar',
  Сарнай: 'sarnai',
  Мөнхбат: 'munkhbat',
  Ариунаа: 'ariunaa',
  Түвшинбаяр: 'tuvshinbayar',
};

/** Mostly visitors, some exhibitors, delegates and press (issue 27 §6). */
const TYPES = ['visitor', 'visitor', 'exhibitor', 'visitor', 'delegate', 'visitor', 'press'] as const;

/**
 * 120 registrations for the 2025 edition, three of them colleagues registered from one office
 * address (issue 27 §6: a person is an e-mail and a name), each with an attendee type and the time of
 * their consent, over the last six weeks (a few each day); and a few for 2023 and 2024.
 */
export async function seedEventRegistrations({ db, now, counts }: EventSeedContext): Promise<void> {
  const rows = Array.from({ length: 120 }, (_, i) => {
    const created = new Date(now.getTime() - (i * 42 * 86_400_000) / 120 - (i % 7) * 3_600_000);
    const foreign = i % 3 === 2;
    const [company, domain] = (foreign ? FOREIGN_COMPANIES : MN_COMPANIES)[i % 5];
    const [first, last, country] = foreign
      ? FOREIGN[i % FOREIGN.length]
      : [MN_FIRST[i % MN_FIRST.length], MN_LAST[i % MN_LAST.length], i % 2 ? 'Монгол' : 'Mongolia', '+976'];
    const local = foreign ? `${slug(first)}.${slug(last)}` : LATIN[first];
    // registrations 1, 6 and 16 (one company): an assistant registered three managers from the office address
    const office = i === 1 || i === 6 || i === 16;
    return {
      event_id: 3,
      first_name: first,
      last_name: last,
      company,
      country,
      email: office ? `office@${domain}` : `${local}${i}@${domain}`,
      phone_number: foreign
        ? `+${60 + (i % 30)} ${String(200000000 + i * 7919).slice(0, 9)}`
        : `+976 ${String(88000000 + i * 1373).slice(0, 8)}`,
      lang: foreign ? ('en' as const) : ('mn' as const),
      attendee_type: TYPES[i % TYPES.length],
      consent_at: created,
      created_at: created,
    };
  });
  const older = [2, 2, 2, 1, 1].map((event_id, i) => ({
    event_id,
    first_name: MN_FIRST[i],
    last_name: MN_LAST[i],
    company: MN_COMPANIES[i][0],
    country: 'Монгол',
    email: `${LATIN[MN_FIRST[i]]}.${event_id === 2 ? 2024 : 2023}@${MN_COMPANIES[i][1]}`,
    phone_number: `+976 9911${String(1000 + i)}`,
    lang: 'mn' as const,
    created_at: new Date(now.getTime() - (event_id === 2 ? 400 : 800) * 86_400_000 - i * 86_400_000),
  }));
  await db.insert(eventRegistrations).values([...rows, ...older]);
  counts.event_registrations = rows.length + older.length;
}
