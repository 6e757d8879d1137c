/** Library items. `pdf` is the ASCII text printed in the generated PDF (Helvetica has no Cyrillic). */
export const DOCUMENTS = [
  { title: 'Хариуцлагатай уул уурхайн зарчим, шаардлага', pdf: 'Responsible Mining Principles and Requirements' },
  { title: 'Өөрийгөө үнэлэх аргачлал', pdf: 'Self-Assessment Methodology' },
  { title: 'Бие даасан аудитын журам', pdf: 'Independent Audit Procedure' },
  { title: 'Орон нутагтай хамтран ажиллах гарын авлага', pdf: 'Community Engagement Guide' },
  { title: 'Уурхайн хаалт, нөхөн сэргээлтийн зөвлөмж', pdf: 'Mine Closure and Rehabilitation Guidance' },
  { title: 'Хөдөлмөрийн аюулгүй байдлын жишиг стандарт', pdf: 'Occupational Safety Benchmark' },
];

/** Reports: six annual reports (year counted back from now) and three studies. */
export function reportList(now: Date) {
  const year = now.getUTCFullYear();
  const annual = Array.from({ length: 6 }, (_, k) => ({
    title: `Ассоциацийн ${year - 1 - k} оны үйл ажиллагааны тайлан`,
    title_en: `Association Annual Report ${year - 1 - k}`,
    published: new Date(Date.UTC(year - k, 2, 15, 3)),
  }));
  const studies = [
    { title: 'Уул уурхайн салбарын ESG тойм', title_en: 'Mining Sector ESG Review', months: 2 },
    { title: 'Орон нутгийн худалдан авалтын судалгаа', title_en: 'Local Procurement Study', months: 7 },
    { title: 'Салбарын хүний нөөцийн судалгаа', title_en: 'Mining Workforce Survey', months: 11 },
  ].map((s) => ({ ...s, published: new Date(Date.UTC(year, now.getUTCMonth() - s.months, 10, 3)) }));
  return [...annual, ...studies].filter((r) => r.published <= now);
}

export const VIDEOS = [
  { title: 'Уул уурхай 101: Геологийн хайгуул', note: 'Mining 101: Exploration' },
  { title: 'Уул уурхай 101: Ил уурхайн олборлолт', note: 'Mining 101: Open-pit mining' },
  { title: 'Уул уурхай 101: Баяжуулалт', note: 'Mining 101: Processing' },
  { title: 'Уул уурхай 101: Хөдөлмөрийн аюулгүй байдал', note: 'Mining 101: Safety' },
  { title: 'Уул уурхай 101: Уурхайн хаалт ба нөхөн сэргээлт', note: 'Mining 101: Closure and rehabilitation' },
];

export const SUSTAINABLE = [
  { title: 'Тогтвортой уул уурхай: ус', language: 'mn', pdf: 'Sustainable mining: water (mn)' },
  { title: 'Тогтвортой уул уурхай: эрчим хүч', language: 'mn', pdf: 'Sustainable mining: energy (mn)' },
  { title: 'Тогтвортой уул уурхай: орон нутаг', language: 'mn', pdf: 'Sustainable mining: communities (mn)' },
  { title: 'Sustainable mining: water', language: 'en', pdf: 'Sustainable mining: water' },
  { title: 'Sustainable mining: energy', language: 'en', pdf: 'Sustainable mining: energy' },
  { title: 'Sustainable mining: communities', language: 'en', pdf: 'Sustainable mining: communities' },
] as const;

/** Minerals with the colour their crystals are drawn in. */
export const MINERALS = [
  { name: 'Зэс', name_en: 'Copper', tone: '#b87333' },
  { name: 'Алт', name_en: 'Gold', tone: '#d4af37' },
  { name: 'Нүүрс', name_en: 'Coal', tone: '#5a5a64' },
  { name: 'Төмрийн хүдэр', name_en: 'Iron ore', tone: '#8b4a3c' },
  { name: 'Жонш', name_en: 'Fluorspar', tone: '#8e6bb8' },
  { name: 'Молибден', name_en: 'Molybdenum', tone: '#8c9aa8' },
  { name: 'Цайр', name_en: 'Zinc', tone: '#a7b4bd' },
  { name: 'Вольфрам', name_en: 'Tungsten', tone: '#6d7078' },
  { name: 'Уран', name_en: 'Uranium', tone: '#9bb53a' },
  { name: 'Газрын ховор элемент', name_en: 'Rare earth elements', tone: '#c28a9a' },
];
