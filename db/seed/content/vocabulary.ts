/** Names reused across the demo content. Companies and domains are fictional. */
export interface Region {
  mn: string;
  en: string;
  center: string;
  center_en: string;
  /** Region of the regional forum, already in the genitive ("Говийн бүсийн"). */
  zone: string;
  zone_en: string;
}

export const REGIONS: Region[] = [
  { mn: 'Өмнөговь', en: 'Umnugovi', center: 'Даланзадгад', center_en: 'Dalanzadgad', zone: 'Говийн бүсийн', zone_en: 'Gobi region' },
  { mn: 'Сэлэнгэ', en: 'Selenge', center: 'Сүхбаатар', center_en: 'Sukhbaatar', zone: 'Төвийн бүсийн', zone_en: 'Central region' },
  { mn: 'Дорнод', en: 'Dornod', center: 'Чойбалсан', center_en: 'Choibalsan', zone: 'Зүүн бүсийн', zone_en: 'Eastern region' },
  { mn: 'Ховд', en: 'Khovd', center: 'Ховд', center_en: 'Khovd', zone: 'Баруун бүсийн', zone_en: 'Western region' },
  {
    mn: 'Баянхонгор',
    en: 'Bayankhongor',
    center: 'Баянхонгор',
    center_en: 'Bayankhongor',
    zone: 'Хангайн бүсийн',
    zone_en: 'Khangai region',
  },
  { mn: 'Орхон', en: 'Orkhon', center: 'Эрдэнэт', center_en: 'Erdenet', zone: 'Төвийн бүсийн', zone_en: 'Central region' },
  { mn: 'Дорноговь', en: 'Dornogovi', center: 'Сайншанд', center_en: 'Sainshand', zone: 'Говийн бүсийн', zone_en: 'Gobi region' },
  { mn: 'Хэнтий', en: 'Khentii', center: 'Чингис', center_en: 'Chinggis', zone: 'Зүүн бүсийн', zone_en: 'Eastern region' },
  { mn: 'Говьсүмбэр', en: 'Govisumber', center: 'Чойр', center_en: 'Choir', zone: 'Говийн бүсийн', zone_en: 'Gobi region' },
  { mn: 'Увс', en: 'Uvs', center: 'Улаангом', center_en: 'Ulaangom', zone: 'Баруун бүсийн', zone_en: 'Western region' },
];

export interface Company {
  mn: string;
  en: string;
  domain: string;
}

export const COMPANIES: Company[] = [
  { mn: 'Говь Коппер ХХК', en: 'Gobi Copper LLC', domain: 'gobicopper.mn' },
  { mn: 'Тал Нүүрс ХК', en: 'Tal Nuurs JSC', domain: 'talnuurs.mn' },
  { mn: 'Хангай Металл ХХК', en: 'Khangai Metal LLC', domain: 'khangaimetal.mn' },
  { mn: 'Сэлэнгэ Төмөр ХХК', en: 'Selenge Iron LLC', domain: 'selengeiron.mn' },
  { mn: 'Хөх Жонш ХХК', en: 'Khukh Jonsh LLC', domain: 'khukhjonsh.mn' },
  { mn: 'Алтан Дэл Майнинг ХХК', en: 'Altan Del Mining LLC', domain: 'altandel.mn' },
  { mn: 'Хүрэн Толгой Энержи ХХК', en: 'Khuren Tolgoi Energy LLC', domain: 'khurentolgoi.mn' },
  { mn: 'Цагаан Овоо Ресурс ХХК', en: 'Tsagaan Ovoo Resources LLC', domain: 'tsagaanovoo.mn' },
  { mn: 'Баян Эрдэнэ Цайр ХХК', en: 'Bayan Erdene Zinc LLC', domain: 'bayanerdenezinc.mn' },
  { mn: 'Номин Говь Уул ХХК', en: 'Nomin Gobi Mining LLC', domain: 'nomingobi.mn' },
  { mn: 'Мөнх Хайрхан Майнинг ХХК', en: 'Munkh Khairkhan Mining LLC', domain: 'munkhkhairkhan.mn' },
  { mn: 'Өндөр Шил Коул ХХК', en: 'Undur Shil Coal LLC', domain: 'undurshil.mn' },
  { mn: 'Үүрийн Гэгээ Алт ХХК', en: 'Uuriin Gegee Gold LLC', domain: 'uuriingegee.mn' },
  { mn: 'Эрдэс Өргөө ХХК', en: 'Erdes Urguu LLC', domain: 'erdesurguu.mn' },
  { mn: 'Шижир Түлш ХХК', en: 'Shijir Tulsh LLC', domain: 'shijirtulsh.mn' },
  { mn: 'Их Овоот Майнинг ХХК', en: 'Ikh Ovoot Mining LLC', domain: 'ikhovoot.mn' },
];

/** Universities and chambers the association signs memoranda with. */
export const PARTNERS = [
  { mn: 'Шинжлэх ухаан, технологийн их сургууль', en: 'the University of Science and Technology' },
  { mn: 'Уул уурхайн инженерүүдийн холбоо', en: 'the Mining Engineers’ Union' },
  { mn: 'Худалдаа, аж үйлдвэрийн танхим', en: 'the Chamber of Commerce and Industry' },
  { mn: 'Геологичдын холбоо', en: 'the Geologists’ Association' },
];

/**
 * Who signs an article. A news row has one publisher for both languages, so these are people's names
 * (proper names, marked `lang="mn"` on English pages), not an office's name that would need translating.
 */
export const PUBLISHERS = ['Б.Сарангэрэл', 'Д.Төгөлдөр', 'Г.Оюунчимэг', 'Ц.Батбаяр', 'Э.Мөнхзул'];
