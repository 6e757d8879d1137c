/** Demo texts of the event programme: key speakers, halls and presentations (2025 and 2023). */

const P = (name_mn: string, name_en: string, position_mn: string, position_en: string) => ({ name_mn, name_en, position_mn, position_en });

export const PRESENTERS = [
  P('Б. Батбаяр', 'B. Batbayar', 'Уул уурхай, хүнд үйлдвэрийн сайд', 'Minister of Mining and Heavy Industry'),
  P(
    'Д. Сарантуяа',
    'D. Sarantuya',
    'Монголын уул уурхайн үндэсний ассоциацийн ерөнхийлөгч',
    'President, Mongolian National Mining Association',
  ),
  P('Ж. Ганбаатар', 'J. Ganbaatar', 'Эрдэнэс Монгол ХХК-ийн гүйцэтгэх захирал', 'CEO, Erdenes Mongol LLC'),
  P('Sarah Mitchell', 'Sarah Mitchell', 'Дэлхийн банкны уул уурхайн ахлах мэргэжилтэн', 'Lead Mining Specialist, World Bank'),
  P('Н. Энхтуяа', 'N. Enkhtuya', 'Ашигт малтмал, газрын тосны газрын дарга', 'Head, Mineral Resources and Petroleum Authority'),
  P('Thomas Keller', 'Thomas Keller', 'Оюу Толгой ХХК-ийн үйл ажиллагаа хариуцсан захирал', 'Chief Operating Officer, Oyu Tolgoi LLC'),
  P('Ц. Болормаа', 'Ts. Bolormaa', 'Байгаль орчны хяналтын ахлах зөвлөх', 'Senior Environmental Compliance Adviser'),
  P('Г. Оюунчимэг', 'G. Oyunchimeg', 'Уул уурхайн инженерийн холбооны тэргүүн', 'Chair, Association of Mining Engineers'),
  P(
    'Akira Tanaka',
    'Akira Tanaka',
    'Японы эрдэс баялгийн корпорацийн зөвлөх',
    'Adviser, Japan Organization for Metals and Energy Security',
  ),
  P('Э. Төмөрбаатар', 'E. Tumurbaatar', 'Монголын хөрөнгийн биржийн гүйцэтгэх захирал', 'CEO, Mongolian Stock Exchange'),
  P('С. Мөнхзул', 'S. Munkhzul', 'Геологийн судалгааны төвийн захирал', 'Director, Geological Survey Centre'),
  P('Liam O’Connor', 'Liam O’Connor', 'Уурхайн аюулгүй ажиллагааны олон улсын шинжээч', 'International Mine Safety Expert'),
  P('О. Хонгорзул', 'O. Khongorzul', 'Тогтвортой хөгжлийн хөтөлбөрийн менежер', 'Sustainability Programme Manager'),
  P('Р. Ганзориг', 'R. Ganzorig', 'Тавантолгой ХК-ийн ерөнхий инженер', 'Chief Engineer, Tavantolgoi JSC'),
  P('Anna Schmidt', 'Anna Schmidt', 'Германы түүхий эдийн агентлагийн судлаач', 'Researcher, German Mineral Resources Agency'),
  P('Л. Дашдорж', 'L. Dashdorj', 'Уул уурхайн аналитик төвийн тэргүүн', 'Head, Mining Analytics Centre'),
  P('Х. Наранцэцэг', 'Kh. Narantsetseg', 'Хүний нөөцийн хөгжлийн зөвлөх', 'Workforce Development Adviser'),
  P('Michael Chen', 'Michael Chen', 'Азийн хөгжлийн банкны эрчим хүчний мэргэжилтэн', 'Energy Specialist, Asian Development Bank'),
  P('Т. Баярсайхан', 'T. Bayarsaikhan', 'Зэсийн баяжуулах үйлдвэрийн захирал', 'Director, Copper Concentrator'),
  P('П. Уранчимэг', 'P. Uranchimeg', 'Уул уурхайн хуулийн зөвлөх', 'Mining Law Counsel'),
  P('David Brown', 'David Brown', 'Уурхайн хаалт, нөхөн сэргээлтийн зөвлөх', 'Mine Closure and Rehabilitation Consultant'),
  P('Б. Саруул', 'B. Saruul', 'Залуу геологичдын холбооны тэргүүн', 'Chair, Young Geologists Network'),
];

export const HALLS_2025 = [
  { hall_name: 'Их танхим', hall_name_en: 'Grand Hall' },
  { hall_name: 'Танхим А', hall_name_en: 'Hall A' },
  { hall_name: 'Танхим Б', hall_name_en: 'Hall B' },
  { hall_name: 'Танхим В', hall_name_en: 'Hall C' },
];
export const HALLS_2023 = [
  { hall_name: 'Чуулганы танхим', hall_name_en: 'Conference Hall' },
  { hall_name: 'Семинарын танхим', hall_name_en: 'Seminar Hall' },
];

/** `hall` is the index in its edition's halls; `url` 'pdf' becomes a small PDF in our storage. */
export interface SeedPresentation {
  day: number;
  hall: number;
  mn: string;
  en: string;
  url: string;
}
const YT = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
const SLIDES = (id: string) => `https://docs.google.com/presentation/d/${id}/edit`;
const S = (day: number, hall: number, mn: string, en: string, url: string): SeedPresentation => ({ day, hall, mn, en, url });

// left empty on purpose (the empty text): day 2 in Hall C, day 3 in Halls B and C
export const PRESENTATIONS_2025: SeedPresentation[] = [
  S(1, 0, 'Нээлтийн үг', 'Opening address', YT('M7lc1UVf-VE')),
  S(1, 0, 'Монголын уул уурхайн салбарын төлөв', 'The state of Mongolian mining', SLIDES('1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc')),
  S(1, 0, 'Хөрөнгө оруулалтын орчин', 'The investment climate', 'pdf'),
  S(1, 1, 'Зэсийн зах зээлийн төлөв', 'Copper market outlook', YT('aqz-KE-bpKQ')),
  S(1, 1, 'Гүний уурхайн технологи', 'Underground mining technology', 'pdf'),
  S(1, 2, 'Усны нөөцийн менежмент', 'Water resource management', SLIDES('1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms')),
  S(1, 3, 'Уурхайн дижитал шилжилт', 'Digital transformation of mines', YT('ScMzIvxBSi4')),
  S(2, 0, 'Эрчим хүчний шилжилт ба эрдэс', 'Energy transition and minerals', YT('jNQXAC9IVRw')),
  S(2, 0, 'Нүүрсний экспортын логистик', 'Coal export logistics', 'pdf'),
  S(2, 1, 'Аюулгүй ажиллагааны соёл', 'Safety culture', SLIDES('1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc')),
  S(2, 2, 'Нөхөн сэргээлтийн шилдэг туршлага', 'Rehabilitation best practice', YT('M7lc1UVf-VE')),
  S(3, 0, 'Орон нутгийн хөгжил', 'Local community development', YT('aqz-KE-bpKQ')),
  S(3, 0, 'Хаалтын үг', 'Closing remarks', 'pdf'),
  S(3, 1, 'Геологийн хайгуулын шинэ арга', 'New exploration methods', SLIDES('1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms')),
];

export const PRESENTATIONS_2023: SeedPresentation[] = [
  S(1, 0, 'Уул уурхайн салбарын 2023 оны тойм', 'Mining sector review 2023', YT('ScMzIvxBSi4')),
  S(1, 0, 'Ашигт малтмалын хууль', 'The minerals law', 'pdf'),
  S(1, 1, 'Хайгуулын санхүүжилт', 'Financing exploration', SLIDES('1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc')),
  S(2, 0, 'Тээвэр ба дэд бүтэц', 'Transport and infrastructure', YT('jNQXAC9IVRw')),
  S(2, 1, 'Хүний нөөцийн хэрэгцээ', 'Workforce needs', 'pdf'),
];
