/**
 * Vocabulary of the directory's demo content (mn, en). Names are combined from these lists, so any
 * number of companies (`seed --companies 10000`) can be made, always the same for the same count.
 */
type Pair = readonly [string, string];

/** Sub-categories of each main category; 0403 (consultants) is the spec's fixed code. */
export const SUB_CATEGORIES: Record<'01' | '02' | '03' | '04', Pair[]> = {
  '01': [
    ['Нүүрс', 'Coal'],
    ['Зэс, алт', 'Copper and gold'],
    ['Төмрийн хүдэр', 'Iron ore'],
    ['Жонш', 'Fluorspar'],
    ['Газрын ховор элемент', 'Rare earth elements'],
    ['Хайгуул', 'Exploration'],
  ],
  '02': [
    ['Хүнд машин механизм', 'Heavy machinery'],
    ['Сэлбэг хэрэгсэл', 'Spare parts'],
    ['Шатахуун, тос', 'Fuel and lubricants'],
    ['Тэсрэх бодис', 'Explosives'],
    ['Хөдөлмөр хамгааллын хэрэгсэл', 'Safety equipment'],
    ['Химийн бодис', 'Chemicals'],
  ],
  '03': [
    ['Тээвэр, логистик', 'Transport and logistics'],
    ['Өрөмдлөг', 'Drilling'],
    ['Инженерчлэл, зураг төсөл', 'Engineering and design'],
    ['Лаборатори', 'Laboratories'],
    ['Хууль, санхүү', 'Legal and finance'],
    ['Байгаль орчин', 'Environmental services'],
    ['Барилга угсралт', 'Construction'],
  ],
  '04': [
    ['Сургалт, боловсрол', 'Training and education'],
    ['Холбоо, төрийн бус байгууллага', 'Associations and NGOs'],
    ['Уул уурхайн зөвлөх инженер', 'Mining consultant engineers'],
    ['Мэдээлэл, хэвлэл', 'Media and information'],
  ],
};

/** First word of a company name: places, brands and good words. */
export const NAME_WORDS: Pair[] = [
  ['Эрдэнэт', 'Erdenet'],
  ['Оюу', 'Oyu'],
  ['Таван толгой', 'Tavan Tolgoi'],
  ['Хан', 'Khan'],
  ['Алтан', 'Altan'],
  ['Мөнх', 'Munkh'],
  ['Говь', 'Gobi'],
  ['Сүхбаатар', 'Sukhbaatar'],
  ['Дархан', 'Darkhan'],
  ['Хөвсгөл', 'Khuvsgul'],
  ['Төмөр', 'Tumur'],
  ['Цагаан', 'Tsagaan'],
  ['Шанд', 'Shand'],
  ['Жаргалант', 'Jargalant'],
  ['Өлзий', 'Ulzii'],
  ['Баян', 'Bayan'],
  ['Номин', 'Nomin'],
  ['Тэнгэр', 'Tenger'],
  ['Хүрэл', 'Khurel'],
  ['Энх', 'Enkh'],
  ['Чинггис', 'Chinggis'],
  ['Хангай', 'Khangai'],
  ['Орхон', 'Orkhon'],
  ['Сэлэнгэ', 'Selenge'],
  ['Хэрлэн', 'Kherlen'],
  ['Цогт', 'Tsogt'],
  ['Бороо', 'Boroo'],
  ['Шарын гол', 'Sharyn Gol'],
  ['Ухаа', 'Ukhaa'],
  ['Нарийн сухайт', 'Nariin Sukhait'],
  ['Мандал', 'Mandal'],
  ['Гэрэлт', 'Gerelt'],
];

/** Second word by main category. */
export const SECTOR_WORDS: Record<'01' | '02' | '03' | '04', Pair[]> = {
  '01': [
    ['Майнинг', 'Mining'],
    ['Ресурс', 'Resources'],
    ['Минерал', 'Minerals'],
    ['Коал', 'Coal'],
    ['Металл', 'Metals'],
  ],
  '02': [
    ['Трейд', 'Trade'],
    ['Машинери', 'Machinery'],
    ['Сэлбэг', 'Parts'],
    ['Ойл', 'Oil'],
    ['Импекс', 'Impex'],
  ],
  '03': [
    ['Инженеринг', 'Engineering'],
    ['Лоджистик', 'Logistics'],
    ['Сервис', 'Service'],
    ['Дриллинг', 'Drilling'],
    ['Констракшн', 'Construction'],
  ],
  '04': [
    ['Академи', 'Academy'],
    ['Консалтинг', 'Consulting'],
    ['Медиа', 'Media'],
    ['Холбоо', 'Union'],
  ],
};

export const LEGAL_FORMS: Pair[] = [
  ['ХХК', 'LLC'],
  ['ХК', 'JSC'],
];

export const DISTRICTS: Pair[] = [
  ['Сүхбаатар дүүрэг, 1-р хороо', 'Sukhbaatar district, 1st khoroo'],
  ['Чингэлтэй дүүрэг, 4-р хороо', 'Chingeltei district, 4th khoroo'],
  ['Хан-Уул дүүрэг, 15-р хороо', 'Khan-Uul district, 15th khoroo'],
  ['Баянгол дүүрэг, 3-р хороо', 'Bayangol district, 3rd khoroo'],
  ['Баянзүрх дүүрэг, 26-р хороо', 'Bayanzurkh district, 26th khoroo'],
  ['Сонгинохайрхан дүүрэг, 20-р хороо', 'Songinokhairkhan district, 20th khoroo'],
];

export const ABOUT: Record<'01' | '02' | '03' | '04', Pair> = {
  '01': [
    'Манай компани ашигт малтмалын орд ашиглалт, баяжуулалт, хайгуулын чиглэлээр үйл ажиллагаа явуулдаг. Бид байгаль орчинд ээлтэй, аюулгүй ажиллагааг эрхэмлэнэ.',
    'We mine, process and explore mineral deposits. We put safe work and care for the environment first.',
  ],
  '02': [
    'Уул уурхайн салбарт тоног төхөөрөмж, сэлбэг, материал ханган нийлүүлдэг. Албан ёсны дистрибьютерийн эрхтэй, агуулахаас шуурхай хүргэнэ.',
    'We supply equipment, spare parts and materials to the mining sector, as an authorised distributor with fast delivery from our warehouses.',
  ],
  '03': [
    'Уурхайн тээвэр, өрөмдлөг, инженерчлэлийн үйлчилгээг мэргэжлийн баг, орчин үеийн техникээр үзүүлнэ.',
    'We provide mine transport, drilling and engineering services with a professional team and modern equipment.',
  ],
  '04': [
    'Уул уурхайн салбарын хүний нөөц, мэдээлэл, хамтын ажиллагааг дэмжих чиглэлээр ажилладаг.',
    'We support the people, information and cooperation of the mining sector.',
  ],
};

export const GIVEN_NAMES: Pair[] = [
  ['Бат-Эрдэнэ', 'Bat-Erdene'],
  ['Энхтуяа', 'Enkhtuya'],
  ['Ганбаатар', 'Ganbaatar'],
  ['Сарангэрэл', 'Sarangerel'],
  ['Мөнхбат', 'Munkhbat'],
  ['Оюунчимэг', 'Oyunchimeg'],
  ['Төмөрбаатар', 'Tumurbaatar'],
  ['Нарантуяа', 'Narantuya'],
  ['Болд', 'Bold'],
  ['Хонгорзул', 'Khongorzul'],
  ['Дашдорж', 'Dashdorj'],
  ['Цэцэгмаа', 'Tsetsegmaa'],
  ['Ариунболд', 'Ariunbold'],
  ['Үүрцайх', 'Uurtsaikh'],
  ['Жаргалсайхан', 'Jargalsaikhan'],
  ['Өлзийсайхан', 'Ulziisaikhan'],
];

export const FAMILY_INITIALS: Pair[] = [
  ['Б.', 'B.'],
  ['Д.', 'D.'],
  ['Г.', 'G.'],
  ['Н.', 'N.'],
  ['Ц.', 'Ts.'],
  ['Ж.', 'J.'],
  ['Э.', 'E.'],
  ['Х.', 'Kh.'],
];

export const PROFESSIONS: Pair[] = [
  ['Уул уурхайн инженер', 'Mining engineer'],
  ['Геологич', 'Geologist'],
  ['Баяжуулалтын инженер', 'Mineral processing engineer'],
  ['Геотехникийн инженер', 'Geotechnical engineer'],
  ['Маркшейдер', 'Mine surveyor'],
  ['Байгаль орчны мэргэжилтэн', 'Environmental specialist'],
  ['Тэсэлгээний инженер', 'Blasting engineer'],
  ['Уурхайн цахилгааны инженер', 'Mine electrical engineer'],
];

export const ADVICE: Pair[] = [
  ['Ил уурхайн төлөвлөлт, техник эдийн засгийн үндэслэл', 'Open-pit planning and feasibility studies'],
  ['Нөөцийн үнэлгээ, JORC тайлан', 'Resource estimation and JORC reporting'],
  ['Баяжуулах үйлдвэрийн технологи', 'Processing plant technology'],
  ['Налуугийн тогтворжилт, геотехник', 'Slope stability and geotechnics'],
  ['Нөхөн сэргээлт, байгаль орчны үнэлгээ', 'Rehabilitation and environmental assessment'],
  ['Аюулгүй ажиллагаа, эрсдэлийн үнэлгээ', 'Safety and risk assessment'],
  ['', ''],
];

export const POSITIONS: Pair[] = [
  ['Гүйцэтгэх захирал', 'Chief executive'],
  ['Маркетингийн менежер', 'Marketing manager'],
  ['Захиргааны ажилтан', 'Administrative officer'],
];

/** Syllables of the brands past the demo's 320 names (benchmark sizes): 48 x 48 two-syllable brands. */
export const SYLLABLES: Pair[] = [
  ['Бат', 'Bat'],
  ['Эрх', 'Erkh'],
  ['Мөнх', 'Munkh'],
  ['Сан', 'San'],
  ['Оч', 'Och'],
  ['Тэнгис', 'Tengis'],
  ['Ган', 'Gan'],
  ['Болд', 'Bold'],
  ['Сүх', 'Sukh'],
  ['Цог', 'Tsog'],
  ['Нар', 'Nar'],
  ['Дэл', 'Del'],
  ['Хүс', 'Khus'],
  ['Ану', 'Anu'],
  ['Төгс', 'Tugs'],
  ['Жав', 'Jav'],
  ['Од', 'Od'],
  ['Өлз', 'Ulz'],
  ['Ус', 'Us'],
  ['Гэрэл', 'Gerel'],
  ['Ёс', 'Yos'],
  ['Хас', 'Khas'],
  ['Мэнд', 'Mend'],
  ['Цэц', 'Tsets'],
  ['Бүр', 'Bur'],
  ['Зул', 'Zul'],
  ['Дөл', 'Dul'],
  ['Шинэ', 'Shine'],
  ['Чин', 'Chin'],
  ['Илч', 'Ilch'],
  ['Номт', 'Nomt'],
  ['Ар', 'Ar'],
  ['Ба', 'Ba'],
  ['Тал', 'Tal'],
  ['Ой', 'Oi'],
  ['Хүч', 'Khuch'],
  ['Уул', 'Uul'],
  ['Мөр', 'Mur'],
  ['Гол', 'Gol'],
  ['Түв', 'Tuv'],
  ['Сэр', 'Ser'],
  ['Ял', 'Yal'],
  ['Ур', 'Ur'],
  ['Жин', 'Jin'],
  ['Онд', 'Ond'],
  ['Тод', 'Tod'],
  ['Вэ', 'Ve'],
  ['Пүр', 'Pur'],
];
