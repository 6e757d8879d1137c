/**
 * The demo programme of the 2025 edition as data (issue 27 §1): three conference days in the four
 * halls, each hall a conference (track) for the day, and the mine site visit on day 4 without a
 * hall. Speakers are indexes into PRESENTERS; `hall` an index into HALLS_2025 (null: no hall).
 */
export interface SeedSession {
  day: number;
  hall: number | null;
  track: [mn: string, en: string];
  starts: string;
  ends: string;
  title: [mn: string, en: string];
  description?: [mn: string, en: string];
  speakers: number[];
  slides?: string;
  video?: string;
}

type Row = [starts: string, ends: string, mn: string, en: string, speakers: number[], description?: [string, string]];

const TRACKS = {
  plenary: ['Нэгдсэн хуралдаан', 'Plenary'],
  energy: ['Эрчим хүчний шилжилт ба эрдэс', 'Energy transition and minerals'],
  capital: ['Хөрөнгө оруулалт ба санхүүжилт', 'Investment and finance'],
  geology: ['Геологи ба хайгуул', 'Geology and exploration'],
  technology: ['Уурхайн технологи', 'Mining technology'],
  esg: ['Байгаль орчин ба ESG', 'Environment and ESG'],
  safety: ['Аюулгүй ажиллагаа', 'Health and safety'],
  people: ['Хүний нөөц ба ур чадвар', 'Workforce and skills'],
  digital: ['Дижитал уурхай', 'Digital mining'],
  law: ['Хууль, эрх зүй', 'Law and regulation'],
  community: ['Орон нутаг ба хамтын ажиллагаа', 'Communities and partnership'],
  visit: ['Уурхайн аялал', 'Mine site visit'],
} satisfies Record<string, [string, string]>;
type Track = keyof typeof TRACKS;

const YT = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
const SLIDES = (id: string) => `https://docs.google.com/presentation/d/${id}/edit`;

const block = (day: number, hall: number | null, track: Track, rows: Row[]): SeedSession[] =>
  rows.map(([starts, ends, mn, en, speakers, description]) => ({
    day,
    hall,
    track: TRACKS[track],
    starts,
    ends,
    title: [mn, en],
    description: description ?? describe(mn, en, speakers.length),
    speakers,
  }));

/** A plain description for sessions the table does not describe: a talk or a panel. */
function describe(mn: string, en: string, speakers: number): [string, string] {
  return speakers > 1
    ? [
        `«${mn}» хэлэлцүүлэгт оролцогчид өөрсдийн байгууллагын туршлагаас хуваалцаж, дараагийн алхмуудын талаар санал солилцоно. Хэлэлцүүлгийн төгсгөлд танхимаас асуулт авна.`,
        `In the panel “${en}” the speakers share what their organisations have learnt and discuss the next steps. Questions from the floor close the session.`,
      ]
    : [
        `«${mn}» илтгэлд өнөөгийн байдал, тулгамдаж буй асуудал, бодит төслүүдийн үр дүнг танилцуулна. Илтгэлийн дараа асуулт хариулт үргэлжилнэ.`,
        `The talk “${en}” presents where things stand, the open problems and the results of real projects, followed by questions and answers.`,
      ];
}

const DAY1: SeedSession[] = [
  ...block(1, 0, 'plenary', [
    [
      '09:00',
      '09:30',
      'Нээлтийн үг',
      'Opening address',
      [0, 1],
      [
        'Уул уурхайн долоо хоног 2025-ыг албан ёсоор нээж, энэ оны уриа, хөтөлбөрийн гол сэдвүүдийг танилцуулна.',
        'The official opening of Mining Week 2025: this year’s theme and the main topics of the programme.',
      ],
    ],
    ['09:30', '10:15', 'Монголын уул уурхайн салбарын төлөв', 'The state of Mongolian mining', [0]],
    ['10:15', '11:00', 'Хөрөнгө оруулалтын тогтвортой орчин', 'A stable investment climate', [2, 3, 9]],
    ['11:30', '12:15', 'Зэсийн зах зээлийн төлөв 2030 он хүртэл', 'Copper market outlook to 2030', [15]],
    ['14:00', '14:45', 'Төрийн өмчит компаниудын засаглал', 'Governance of state-owned mining companies', [2, 3]],
    ['14:45', '15:30', 'Экспортын орлого ба макро эдийн засаг', 'Export revenue and the macroeconomy', [15, 9]],
    [
      '16:00',
      '17:00',
      'Сайд нарын хэлэлцүүлэг: салбарын 2030 оны алсын хараа',
      'Ministerial panel: the sector’s vision for 2030',
      [0, 4, 1],
    ],
  ]),
  ...block(1, 1, 'geology', [
    ['10:15', '11:00', 'Улсын геологийн зураглалын шинэ үе шат', 'The next phase of national geological mapping', [10]],
    ['11:30', '12:15', 'Хайгуулын лицензийн кадастрын шинэчлэл', 'Reforming the exploration licence cadastre', [4]],
    ['12:15', '13:00', 'Ховор шороон элементийн нөөцийн үнэлгээ', 'Assessing rare-earth resources', [10, 14]],
    ['14:00', '14:45', 'Залуу геологичдын хээрийн судалгаа', 'Field work of young geologists', [21]],
    ['14:45', '15:30', 'Хамтарсан хайгуулын төслүүд: Японы туршлага', 'Joint exploration projects: the Japanese experience', [8]],
    ['16:00', '16:45', 'Гүний хайгуулын геофизикийн аргууд', 'Geophysics for deep exploration', [10, 21]],
  ]),
  ...block(1, 2, 'esg', [
    ['10:15', '11:00', 'Усны нөөцийн менежмент', 'Water resource management', [6]],
    ['11:30', '12:15', 'Тогтвортой хөгжлийн тайлагнал', 'Sustainability reporting', [12]],
    ['12:15', '13:00', 'Уурхайн хаалтын төлөвлөлт эхний өдрөөс', 'Planning mine closure from day one', [20]],
    ['14:00', '14:45', 'Биологийн олон янз байдлын хадгалалт', 'Protecting biodiversity around mines', [6, 20]],
    ['14:45', '15:30', 'Нүүрстөрөгчийн ялгарлыг бууруулах зам', 'Pathways to lower carbon emissions', [17]],
    ['16:00', '16:45', 'ESG үнэлгээ ба хөрөнгө оруулагчид', 'ESG ratings and investors', [12, 3]],
  ]),
  ...block(1, 3, 'people', [
    ['10:15', '11:00', 'Салбарын ур чадварын хэрэгцээ 2030', 'The sector’s skills needs to 2030', [16]],
    ['11:30', '12:15', 'Инженерийн мэргэшлийн хөтөлбөр', 'Professional development for engineers', [7]],
    ['12:15', '13:00', 'Уул уурхай дахь эмэгтэйчүүд', 'Women in mining', [1, 16, 12]],
    ['14:00', '14:45', 'Мэргэжлийн боловсрол ба үйлдвэрийн түншлэл', 'Vocational schools and industry partnership', [16, 7]],
    ['14:45', '15:30', 'Залуу мэргэжилтнүүдийг татах нь', 'Attracting young professionals', [21, 7]],
  ]),
];

const DAY2: SeedSession[] = [
  ...block(2, 0, 'energy', [
    ['09:00', '09:45', 'Эрчим хүчний шилжилт ба эрдэс', 'Energy transition and minerals', [14]],
    ['09:45', '10:30', 'Чухал эрдсийн нийлүүлэлтийн сүлжээ', 'Critical-mineral supply chains', [8, 14]],
    ['11:00', '11:45', 'Уурхайн сэргээгдэх эрчим хүч', 'Renewable power for mines', [17]],
    ['11:45', '12:30', 'Нүүрсний экспортын логистик', 'Coal export logistics', [13]],
    ['14:00', '14:45', 'Эрчим хүчний хадгалалт ба сүлжээ', 'Energy storage and the grid', [17, 5]],
    ['14:45', '15:30', 'Зэсийн эрэлт ба цахилгаан тээвэр', 'Copper demand and electric transport', [15, 18]],
    [
      '16:00',
      '17:00',
      'Хэлэлцүүлэг: ногоон шилжилтэд Монголын байр суурь',
      'Panel: Mongolia’s place in the green transition',
      [0, 3, 8, 14],
    ],
  ]),
  ...block(2, 1, 'technology', [
    ['09:00', '09:45', 'Гүний уурхайн технологи', 'Underground mining technology', [5]],
    ['09:45', '10:30', 'Блок уналтын аргын туршлага', 'Lessons from block caving', [5, 7]],
    ['11:00', '11:45', 'Баяжуулах үйлдвэрийн бүтээмж', 'Concentrator throughput', [18]],
    ['11:45', '12:30', 'Ил уурхайн төлөвлөлтийн шинэ хэрэгсэл', 'New tools for open-pit planning', [13]],
    ['14:00', '14:45', 'Хүнд машин механизмын цахилгаанжуулалт', 'Electrifying the haul fleet', [13, 17]],
    ['14:45', '15:30', 'Усны дахин ашиглалт баяжуулах үйлдвэрт', 'Water recycling in the concentrator', [18, 6]],
  ]),
  ...block(2, 2, 'safety', [
    ['09:00', '09:45', 'Аюулгүй ажиллагааны соёл', 'Safety culture', [11]],
    ['09:45', '10:30', 'Ослын шалтгааны судалгаа', 'Investigating accidents', [11, 7]],
    ['11:00', '11:45', 'Хөдөлмөрийн эрүүл ахуй ба тоос', 'Occupational health and dust', [11]],
    ['11:45', '12:30', 'Гүний уурхайн аврах ажиллагаа', 'Underground mine rescue', [5, 11]],
    ['14:00', '14:45', 'Гэрээт гүйцэтгэгчдийн аюулгүй байдал', 'Contractor safety', [13, 11]],
  ]),
  ...block(2, 3, 'digital', [
    ['09:00', '09:45', 'Уурхайн дижитал шилжилт', 'Digital transformation of mines', [15]],
    ['09:45', '10:30', 'Алсын удирдлагатай тоног төхөөрөмж', 'Remote-controlled equipment', [5]],
    ['11:00', '11:45', 'Өгөгдөлд суурилсан засвар үйлчилгээ', 'Data-driven maintenance', [18, 15]],
    ['11:45', '12:30', 'Кибер аюулгүй байдал үйлдвэрлэлд', 'Cyber security in operations', [3]],
    ['14:00', '14:45', 'Хиймэл оюун ба геологийн загварчлал', 'Artificial intelligence and geological modelling', [10, 15]],
    ['14:45', '15:30', 'Дижитал ихэр: туршилтаас үйлдвэрлэл рүү', 'Digital twins: from pilot to production', [5, 18]],
  ]),
];

const DAY3: SeedSession[] = [
  ...block(3, 0, 'capital', [
    ['09:00', '09:45', 'Уул уурхайн компаниуд хөрөнгийн зах зээлд', 'Mining companies on the stock market', [9]],
    ['09:45', '10:30', 'Төслийн санхүүжилтийн шинэ хэлбэрүүд', 'New forms of project finance', [3, 2]],
    ['11:00', '11:45', 'Гадаадын шууд хөрөнгө оруулалт', 'Foreign direct investment', [8, 9]],
    ['11:45', '12:30', 'Орон нутгийн хөгжил', 'Local community development', [12]],
    ['14:00', '14:45', 'Нийлүүлэгч дотоодын компаниуд', 'Local suppliers to mines', [1, 13]],
    ['14:45', '15:30', 'Хамтын ажиллагааны гэрээний үр дүн', 'What community agreements deliver', [12, 6]],
    [
      '16:00',
      '16:45',
      'Хаалтын үг',
      'Closing remarks',
      [1],
      [
        'Гурван өдрийн хэлэлцүүлгийн дүгнэлт, зөвлөмж, дараагийн Уул уурхайн долоо хоногийн товыг танилцуулна.',
        'The conclusions and recommendations of the three days, and the date of the next Mining Week.',
      ],
    ],
  ]),
  ...block(3, 1, 'geology', [
    ['09:00', '09:45', 'Геологийн хайгуулын шинэ арга', 'New exploration methods', [10]],
    ['09:45', '10:30', 'Геохимийн өгөгдлийн нээлттэй сан', 'An open geochemical database', [10, 21]],
    ['11:00', '11:45', 'Алтны шороон ордын нөөцийн үнэлгээ', 'Estimating alluvial gold resources', [4]],
    ['11:45', '12:30', 'Хайгуулын санхүүжилт', 'Financing exploration', [9, 8]],
    ['14:00', '14:45', 'Нөөцийн тайлагналын олон улсын стандарт', 'International resource-reporting standards', [4, 14]],
  ]),
  ...block(3, 2, 'esg', [
    ['09:00', '09:45', 'Нөхөн сэргээлтийн шилдэг туршлага', 'Rehabilitation best practice', [20]],
    ['09:45', '10:30', 'Уурхайн хаалтын санхүүгийн баталгаа', 'Financial assurance for mine closure', [20, 19]],
    ['11:00', '11:45', 'Бэлчээр ба уурхай: хамтын шийдэл', 'Pasture and mines: shared solutions', [6, 12]],
    ['11:45', '12:30', 'Агаарын чанарын хяналт', 'Monitoring air quality', [6]],
    ['14:00', '14:45', 'Ил тод байдлын санаачилга (EITI)', 'The transparency initiative (EITI)', [3, 12]],
  ]),
  ...block(3, 3, 'law', [
    ['09:00', '09:45', 'Ашигт малтмалын тухай хуулийн шинэчлэл', 'Revising the minerals law', [19]],
    ['09:45', '10:30', 'Хөрөнгө оруулалтын гэрээ ба тогтвортой байдал', 'Investment agreements and stability', [19, 2]],
    ['11:00', '11:45', 'Тусгай зөвшөөрлийн маргаан шийдвэрлэлт', 'Resolving licence disputes', [19, 4]],
    ['11:45', '12:30', 'Татварын орчин ба роялти', 'Taxes and royalties', [15, 19]],
    ['14:00', '14:45', 'Байгаль орчны хууль тогтоомжийн хэрэгжилт', 'Enforcing environmental law', [6, 19]],
  ]),
];

const DAY4: SeedSession[] = block(4, null, 'visit', [
  [
    '07:00',
    '09:00',
    'Уурхай руу хөдлөх, аюулгүй ажиллагааны зааварчилгаа',
    'Departure and safety briefing',
    [11],
    [
      'Шангри-Ла төвөөс автобусаар хөдөлнө. Замдаа аюулгүй ажиллагааны зааварчилгаа авч, хамгаалах хэрэгслээ хүлээн авна.',
      'Coaches leave from the Shangri-La Centre; the safety briefing is given on the way and protective equipment handed out.',
    ],
  ],
  [
    '10:00',
    '13:00',
    'Ил уурхай ба баяжуулах үйлдвэрийн аялал',
    'Tour of the open pit and the concentrator',
    [13, 18],
    [
      'Ил уурхайн ажиглалтын цэг, тээврийн парк, баяжуулах үйлдвэрийг үзэж, инженерүүдтэй уулзана.',
      'A visit to the open-pit viewpoint, the haul fleet and the concentrator, with the site’s engineers.',
    ],
  ],
  [
    '14:00',
    '15:30',
    'Нөхөн сэргээсэн талбай ба орон нутгийн төслүүд',
    'Rehabilitated land and community projects',
    [20, 12],
    [
      'Нөхөн сэргээсэн талбай, орон нутгийн хамтын ажиллагааны төслүүдтэй танилцаад Улаанбаатар руу буцна.',
      'A walk over rehabilitated land and local partnership projects before the return to Ulaanbaatar.',
    ],
  ],
]);

/** Slides and videos of a few sessions (through the embed allow-list). */
const MEDIA: Record<string, Pick<SeedSession, 'slides' | 'video'>> = {
  'Opening address': { video: YT('M7lc1UVf-VE') },
  'The state of Mongolian mining': { slides: SLIDES('1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc') },
  'Copper market outlook to 2030': { video: YT('aqz-KE-bpKQ') },
  'Water resource management': { slides: SLIDES('1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms') },
  'Energy transition and minerals': { video: YT('jNQXAC9IVRw'), slides: SLIDES('1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc') },
  'Digital transformation of mines': { video: YT('ScMzIvxBSi4') },
  'Safety culture': { slides: SLIDES('1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc') },
  'Rehabilitation best practice': { video: YT('M7lc1UVf-VE') },
};

export const SESSIONS_2025: SeedSession[] = [...DAY1, ...DAY2, ...DAY3, ...DAY4].map((s) => ({ ...s, ...MEDIA[s.title[1]] }));
