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

/**
 * The presenters' organisation and a short biography in both languages (issue 27 §3: the speaker
 * pages), in PRESENTERS' order.
 */
const B = (organisation_mn: string, organisation_en: string, bio_mn: string, bio_en: string) => ({
  organisation_mn,
  organisation_en,
  bio_mn,
  bio_en,
});
export const PRESENTER_PROFILES = [
  B(
    'Уул уурхай, хүнд үйлдвэрийн яам',
    'Ministry of Mining and Heavy Industry',
    'Уул уурхайн салбарт 25 жил ажилласан. Ашигт малтмалын бодлогын шинэчлэл, хөрөнгө оруулалтын тогтвортой орчныг бүрдүүлэх ажлыг удирдаж байна.',
    'Twenty-five years in the mining sector. Leads the reform of mineral policy and the work towards a stable investment climate.',
  ),
  B(
    'Монголын уул уурхайн үндэсний ассоциаци',
    'Mongolian National Mining Association',
    'Ассоциацийг 2019 оноос удирдаж байна. Салбарын хариуцлагатай уул уурхайн стандарт, гишүүн байгууллагуудын хамтын ажиллагааг дэмждэг.',
    'Has led the association since 2019, championing responsible-mining standards and cooperation between its member companies.',
  ),
  B(
    'Эрдэнэс Монгол ХХК',
    'Erdenes Mongol LLC',
    'Төрийн өмчит уул уурхайн компаниудын багцыг удирддаг. Өмнө нь Тавантолгойн төслийн санхүүжилтийг хариуцаж байсан.',
    'Manages the portfolio of state-owned mining companies; previously responsible for the financing of the Tavan Tolgoi project.',
  ),
  B(
    'Дэлхийн банк',
    'World Bank',
    'Ази, Африкийн 12 орны уул уурхайн засаглалын төслүүдэд ажилласан. Ил тод байдал, орлогын менежментийн чиглэлээр мэргэшсэн.',
    'Has worked on mining-governance projects in twelve countries in Asia and Africa, specialising in transparency and revenue management.',
  ),
  B(
    'Ашигт малтмал, газрын тосны газар',
    'Mineral Resources and Petroleum Authority',
    'Тусгай зөвшөөрлийн кадастрын цахим системийг нэвтрүүлэх ажлыг удирдсан. Геологийн инженер мэргэжилтэй.',
    'Led the introduction of the electronic licence cadastre. A geological engineer by training.',
  ),
  B(
    'Оюу Толгой ХХК',
    'Oyu Tolgoi LLC',
    'Гүний уурхайн үйл ажиллагааг Чили, Австралид 20 жил удирдсан туршлагатай. Блок уналтын аргын мэргэжилтэн.',
    'Twenty years running underground operations in Chile and Australia; a specialist in block caving.',
  ),
  B(
    'Байгаль орчин, аялал жуулчлалын яам',
    'Ministry of Environment and Tourism',
    'Уурхайн байгаль орчны нөлөөллийн үнэлгээ, усны менежментийн чиглэлээр 15 жил ажилласан.',
    'Fifteen years in environmental impact assessment and water management for mines.',
  ),
  B(
    'Уул уурхайн инженерийн холбоо',
    'Association of Mining Engineers',
    'Монгол Улсын зөвлөх уул уурхайн инженер. Залуу инженерүүдийн мэргэшлийн хөтөлбөрийг санаачилсан.',
    'A chartered mining engineer of Mongolia who started the professional-development programme for young engineers.',
  ),
  B(
    'Японы металл, эрчим хүчний аюулгүй байдлын байгууллага (JOGMEC)',
    'Japan Organization for Metals and Energy Security (JOGMEC)',
    'Зүүн Азийн чухал эрдсийн нийлүүлэлтийн сүлжээ, хамтын хайгуулын төслүүдийг хариуцдаг.',
    'Responsible for critical-mineral supply chains and joint exploration projects in East Asia.',
  ),
  B(
    'Монголын хөрөнгийн бирж',
    'Mongolian Stock Exchange',
    'Уул уурхайн компаниудын хувьцааг олон нийтэд санал болгох, бирж хоорондын хамтын ажиллагааг өргөжүүлж байна.',
    'Works to bring mining companies to public listing and to widen cooperation with other exchanges.',
  ),
  B(
    'Геологийн судалгааны төв',
    'Geological Survey Centre',
    'Улсын геологийн зураглалын 1:50 000 масштабын хөтөлбөрийг удирддаг. Геохимийн чиглэлээр докторын зэрэгтэй.',
    'Directs the national 1:50,000 geological mapping programme; holds a doctorate in geochemistry.',
  ),
  B(
    'ICMM-ийн аюулгүй ажиллагааны зөвлөл',
    'ICMM Safety Advisory Panel',
    'Уурхайн ослын шалтгааны судалгаа, аюулгүй ажиллагааны соёлын хөтөлбөрүүдийг 30 гаруй оронд хэрэгжүүлсэн.',
    'Has run accident investigations and safety-culture programmes in more than thirty countries.',
  ),
  B(
    'Хариуцлагатай уул уурхайн санаачилга',
    'Responsible Mining Initiative',
    'Орон нутгийн иргэдтэй хамтын ажиллагааны гэрээ, тогтвортой хөгжлийн тайлагналын чиглэлээр ажилладаг.',
    'Works on community development agreements and sustainability reporting.',
  ),
  B(
    'Тавантолгой ХК',
    'Tavantolgoi JSC',
    'Нүүрсний ил уурхайн төлөвлөлт, тээврийн логистикийн шинэчлэлийг хариуцдаг ерөнхий инженер.',
    'Chief engineer in charge of open-pit coal mine planning and the modernisation of haulage logistics.',
  ),
  B(
    'Германы түүхий эдийн агентлаг (DERA)',
    'German Mineral Resources Agency (DERA)',
    'Европын зах зээлийн чухал эрдсийн эрэлт, нийлүүлэлтийн судалгаа хийдэг.',
    'Researches the supply of and demand for critical minerals in European markets.',
  ),
  B(
    'Уул уурхайн аналитик төв',
    'Mining Analytics Centre',
    'Салбарын статистик, экспортын төсөөллийн тайланг жил бүр гаргадаг судалгааны багийг ахалдаг.',
    'Heads the team that publishes the sector’s statistics and export forecasts every year.',
  ),
  B(
    'Монгол Улсын Их Сургууль',
    'National University of Mongolia',
    'Уул уурхайн салбарын ур чадварын хэрэгцээний судалгаа, мэргэжлийн сургалтын хөтөлбөр боловсруулдаг.',
    'Studies the sector’s skills needs and designs vocational training programmes.',
  ),
  B(
    'Азийн хөгжлийн банк',
    'Asian Development Bank',
    'Уурхайн сэргээгдэх эрчим хүч, эрчим хүчний хадгалалтын төслүүдийн санхүүжилтийг хариуцдаг.',
    'Responsible for financing renewable power and energy-storage projects for mines.',
  ),
  B(
    'Эрдэнэт үйлдвэр ТӨҮГ',
    'Erdenet Mining Corporation',
    'Зэсийн баяжуулах фабрикийн бүтээмж, усны дахин ашиглалтыг нэмэгдүүлэх төслүүдийг удирдсан.',
    'Has led projects raising the copper concentrator’s throughput and water recycling.',
  ),
  B(
    'Хууль зүйн зөвлөх фирм',
    'Legal advisory firm',
    'Ашигт малтмалын гэрээ, хөрөнгө оруулалтын маргаан шийдвэрлэх чиглэлээр 18 жил ажилласан өмгөөлөгч.',
    'An advocate with eighteen years of work on mineral agreements and investment disputes.',
  ),
  B(
    'Нөхөн сэргээлтийн зөвлөх үйлчилгээ',
    'Rehabilitation consultancy',
    'Уурхай хаалтын төлөвлөгөө, биологийн нөхөн сэргээлтийн 40 гаруй төсөлд зөвлөгөө өгсөн.',
    'Has advised more than forty mine-closure plans and biological rehabilitation projects.',
  ),
  B(
    'Залуу геологичдын холбоо',
    'Young Geologists Network',
    'Залуу геологичдын хээрийн сургалт, менторын хөтөлбөрийг зохион байгуулдаг.',
    'Organises field schools and a mentoring programme for young geologists.',
  ),
];
