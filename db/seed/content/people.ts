import type { aboutPeople } from '@db/schema';
import { COMPANIES } from './vocabulary';

type Person = typeof aboutPeople.$inferInsert;

const PRESIDENTS = [
  ['Ц.Энхтайван', 'Ts. Enkhtaivan', '1994–2002'],
  ['Д.Батсүх', 'D. Batsukh', '2002–2010'],
  ['С.Гантөмөр', 'S. Gantumur', '2010–2018'],
  ['Л.Оюунбилэг', 'L. Oyunbileg', '2018–'],
];
const COUNCIL = [
  ['Б.Мөнх-Очир', 'B. Munkh-Ochir'],
  ['Г.Нарантуяа', 'G. Narantuya'],
  ['Э.Төрбат', 'E. Turbat'],
  ['О.Ганбаатар', 'O. Ganbaatar'],
  ['Ч.Үүрцайх', 'Ch. Uurtsaikh'],
  ['Н.Баярмаа', 'N. Bayarmaa'],
  ['П.Өлзийбаяр', 'P. Ulziibayar'],
  ['Ж.Сүхбат', 'J. Sukhbat'],
  ['Т.Ариунаа', 'T. Ariunaa'],
];
const OFFICE = [
  ['Х.Болормаа', 'Kh. Bolormaa', 'Гүйцэтгэх захирал', 'Executive director', 'bolormaa'],
  ['А.Тэмүүлэн', 'A. Temuulen', 'Бодлогын шинжээч', 'Policy analyst', 'temuulen'],
  ['М.Энхжин', 'M. Enkhjin', 'Гишүүнчлэлийн менежер', 'Membership manager', 'enkhjin'],
  ['Б.Сарангэрэл', 'B. Sarangerel', 'Хэвлэл мэдээллийн менежер', 'Communications manager', 'sarangerel'],
  [
    'Д.Төгөлдөр',
    'D. Tuguldur',
    'Хариуцлагатай уул уурхайн хөтөлбөрийн зохицуулагч',
    'Responsible mining programme coordinator',
    'tuguldur',
  ],
  ['Г.Оюунчимэг', 'G. Oyunchimeg', 'Ерөнхий нягтлан бодогч', 'Chief accountant', 'oyunchimeg'],
  ['Ц.Батбаяр', 'Ts. Batbayar', 'Арга хэмжээний зохион байгуулагч', 'Events coordinator', 'batbayar'],
];
const AUDITORS = [
  ['Р.Дөлгөөн', 'R. Dulguun', 'Эко Аудит ХХК', 'Eco Audit LLC'],
  ['Ш.Хулан', 'Sh. Khulan', 'Тогтвортой Хөгжил Консалтинг ХХК', 'Sustainable Development Consulting LLC'],
  ['В.Ганзориг', 'V. Ganzorig', 'Ногоон Баталгаа ХХК', 'Green Assurance LLC'],
];

/** About-us people of all four categories; `portraits` are reused round-robin. */
export function buildPeople(portraits: string[], now: Date): Person[] {
  const people: Person[] = [
    ...PRESIDENTS.map(([name, name_en, years_of_work]) => ({
      about_category: 'President' as const,
      name,
      name_en,
      years_of_work,
      profile: '',
    })),
    ...COUNCIL.map(([name, name_en], k) => ({
      about_category: 'Association' as const,
      name,
      name_en,
      position: k === 0 ? 'Зөвлөлийн дарга, Гүйцэтгэх захирал' : 'Гүйцэтгэх захирал',
      position_en: k === 0 ? 'Chair of the council, Chief executive officer' : 'Chief executive officer',
      company: COMPANIES[k].mn,
      company_en: COMPANIES[k].en,
      profile: '',
    })),
    ...OFFICE.map(([name, name_en, position, position_en, mail]) => ({
      about_category: 'Office' as const,
      name,
      name_en,
      position,
      position_en,
      email: `${mail}@mining-assoc.mn`,
      profile: '',
    })),
    ...AUDITORS.map(([name, name_en, company, company_en]) => ({
      about_category: 'Auditor' as const,
      name,
      name_en,
      position: 'Тэргүүлэх аудитор',
      position_en: 'Lead auditor',
      company,
      company_en,
      profile: '',
    })),
  ];
  return people.map((p, k) => ({
    ...p,
    profile: portraits[k % portraits.length],
    created_at: new Date(now.getTime() - (people.length - k) * 3_600_000),
  }));
}
