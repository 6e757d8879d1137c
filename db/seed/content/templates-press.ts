import { article, type Template } from './article';

/** Press releases (category 14). */
export const PRESS: Template[] = [
  ({ year, x }) =>
    article(
      [
        `Ассоциаци Ашигт малтмалын тухай хуулийн ${year} оны нэмэлт, өөрчлөлтийн төсөлд санал хүргүүллээ`,
        `Хөрөнгө оруулалтын орчны тогтвортой байдлыг хангах ${x + 5} саналыг хууль санаачлагчид хүргүүллээ.`,
        'Ассоциаци тусгай зөвшөөрлийн хугацаа, стратегийн ордын тодорхойлолт, татварын тогтвортой байдлын гэрээний заалтуудад онцгой анхаарал хандуулсан.',
        'Саналыг гишүүн компаниудтай хоёр удаагийн хэлэлцүүлгээр боловсруулсан болно.',
      ],
      [
        `Association submits comments on the ${year} amendments to the Minerals Law`,
        `${x + 5} proposals to keep the investment climate stable were sent to the sponsors of the bill.`,
        'The association focused on licence terms, the definition of strategic deposits and tax stability agreements.',
        'The comments were prepared in two rounds of consultation with member companies.',
      ],
    ),
  ({ year, x }) =>
    article(
      [
        `Хэвлэлийн бага хурал: уул уурхайн салбарын ${year} оны эхний хагас жилийн тойм`,
        'Салбарын борлуулалтын орлого, экспорт, ажил эрхлэлтийн гол үзүүлэлтүүдийг хэвлэлийнхэнд танилцууллаа.',
        `Уул уурхайн салбар аж үйлдвэрийн нийт бүтээгдэхүүний ${x + 65} орчим хувийг бүрдүүлж, шууд болон шууд бусаар 100 мянга гаруй хүнийг ажлын байраар хангаж байна.`,
        'Ассоциацийн гүйцэтгэх захирал хөрөнгө оруулалтыг нэмэгдүүлэхэд эрх зүйн орчны тогтвортой байдал чухал гэдгийг онцоллоо.',
      ],
      [
        `Press conference: the mining sector in the first half of ${year}`,
        'Key figures on sector sales, exports and employment were presented to the press.',
        `Mining makes up about ${x + 65} percent of industrial output and directly or indirectly employs more than 100,000 people.`,
        'The executive director stressed that a stable legal environment is key to attracting investment.',
      ],
    ),
  ({ partner, x }) =>
    article(
      [
        `Хамтын ажиллагааны санамж бичиг: ${partner.mn}`,
        'Санамж бичгийн хүрээнд мэргэжилтэн бэлтгэх, хамтарсан судалгаа хийх, дадлагын хөтөлбөр хэрэгжүүлнэ.',
        `Талууд жил бүр ${x + 10} оюутныг гишүүн компаниудад үйлдвэрлэлийн дадлагад хамруулахаар тохиролцлоо.`,
        'Мөн уул уурхайн салбарын хүний нөөцийн хэрэгцээний судалгааг хамтран хийнэ.',
      ],
      [
        `Memorandum of cooperation signed with ${partner.en}`,
        'The memorandum covers training specialists, joint research and internship programmes.',
        `The parties agreed that ${x + 10} students a year will do industrial internships at member companies.`,
        "They will also jointly study the sector's workforce needs.",
      ],
    ),
];

/** Member news (category 15). */
export const MEMBERS: Template[] = [
  ({ company, x }) =>
    article(
      [
        `${company.mn} ISO 45001 гэрчилгээ авлаа`,
        'Компанийн хөдөлмөрийн эрүүл мэнд, аюулгүй байдлын удирдлагын тогтолцоо олон улсын стандартад нийцэж байгааг баталгаажууллаа.',
        `Гэрчилгээжүүлэх аудит ${x + 2} үе шаттай явагдаж, уурхай, баяжуулах үйлдвэр, засварын төвийг бүрэн хамарсан.`,
        'Компанийн удирдлага ажилчдынхаа оролцоо, сахилга батыг энэхүү амжилтын гол хүчин зүйл гэж үзэж байна.',
      ],
      [
        `${company.en} earns ISO 45001 certification`,
        "The company's occupational health and safety management system has been certified to the international standard.",
        `The certification audit ran in ${x + 2} stages and covered the mine, the processing plant and the maintenance centre.`,
        'Management credits the engagement and discipline of its workforce for the result.',
      ],
    ),
  ({ company, region, x }) =>
    article(
      [
        `${company.mn} ${region.mn} аймагт цэцэрлэг барьж өглөө`,
        `${x * 25 + 75} хүүхдийн багтаамжтай цэцэрлэгийг орон нутгийн хөгжлийн гэрээний хүрээнд ашиглалтад орууллаа.`,
        `Барилгын ажилд орон нутгийн ${x + 4} аж ахуйн нэгж гэрээгээр оролцсон.`,
        'Сумын удирдлага уул уурхайн компанитай байгуулсан гэрээний хэрэгжилтийг өндрөөр үнэлэв.',
      ],
      [
        `${company.en} builds a kindergarten in ${region.en} province`,
        `A kindergarten for ${x * 25 + 75} children has opened under the local development agreement.`,
        `${x + 4} local businesses worked on the construction under contract.`,
        'The soum government praised the way the agreement with the mining company has been carried out.',
      ],
    ),
  ({ company, x }) =>
    article(
      [
        `${company.mn} усны хэрэглээгээ ${x + 10} хувиар бууруулав`,
        'Баяжуулах үйлдвэрийн усыг дахин ашиглах системийг шинэчилснээр цэвэр усны хэрэглээ мэдэгдэхүйц буурлаа.',
        'Хаягдлын сангаас буцаан авах усны хэмжээг нэмэгдүүлж, ууршилтыг бууруулах бүрхүүл ашигласан.',
        'Компани усны хэрэглээний мэдээллээ ассоциацийн ESG тайлагналын загвараар улирал бүр нийтэлнэ.',
      ],
      [
        `${company.en} cuts water use by ${x + 10} percent`,
        'An upgraded water recycling system at the processing plant has sharply reduced fresh water use.',
        'More water is now recovered from the tailings facility, and covers reduce evaporation.',
        "The company will publish its water data every quarter using the association's ESG reporting template.",
      ],
    ),
];

/** Policy and law (category 16). */
export const POLICY: Template[] = [
  ({ year, x }) =>
    article(
      [
        `Татварын орчин ба хөрөнгө оруулалт: салбарын хэлэлцүүлэг ${year}`,
        'Хэлэлцүүлэгт Сангийн яам, Уул уурхай, хүнд үйлдвэрийн яамны төлөөлөгчид, гишүүн компаниуд оролцлоо.',
        'Өсөн нэмэгдэх төлбөрийн хувь хэмжээ, түүнийг тооцох үнийн суурь гол сэдэв болов.',
        `Оролцогчид ${x + 3} саналыг Засгийн газрын ажлын хэсэгт хүргүүлэхээр тохиролцлоо.`,
      ],
      [
        `Tax regime and investment: sector roundtable ${year}`,
        'Officials of the finance and mining ministries and member companies took part.',
        'The main topic was the sliding-scale royalty rate and the price basis used to calculate it.',
        `Participants agreed to send ${x + 3} proposals to the government working group.`,
      ],
    ),
  ({ year, x }) =>
    article(
      [
        `Уурхайн хаалтын журмын ${year} оны төсөлд санал авч байна`,
        `Гишүүн компаниуд журмын төсөлд ${x + 14} хоногийн дотор саналаа ирүүлнэ үү.`,
        'Төсөлд уурхайн хаалтын төлөвлөгөөг ашиглалтын эхэн үеэс боловсруулах, баталгааны сан байршуулах шаардлагыг тусгасан.',
        'Саналыг ассоциацийн хууль эрх зүйн хороо нэгтгэн холбогдох яаманд хүргүүлнэ.',
      ],
      [
        `Comments sought on the ${year} draft mine closure regulation`,
        `Member companies are asked to send their comments within ${x + 14} days.`,
        'The draft requires a closure plan from the start of operations and a financial guarantee.',
        'The legal committee will compile the comments and forward them to the ministry.',
      ],
    ),
  ({ year, x }) =>
    article(
      [
        `Хуулийн зөвлөгөө ${year}: тусгай зөвшөөрлийн хугацаа сунгах журам`,
        'Ашиглалтын тусгай зөвшөөрлийн хугацаа сунгуулах хүсэлтэд бүрдүүлэх баримт бичгийн жагсаалт шинэчлэгдлээ.',
        `Хүсэлтийг хугацаа дуусахаас ${x + 2} сарын өмнө гаргах бөгөөд уурхайн хаалтын шинэчилсэн төлөвлөгөөг хавсаргана.`,
        'Гишүүд ассоциацийн хууль эрх зүйн хорооноос үнэ төлбөргүй зөвлөгөө авах боломжтой.',
      ],
      [
        `Legal note ${year}: extending mining licences`,
        'The list of documents required to extend a mining licence has been updated.',
        `Applications are due ${x + 2} months before the licence expires and must include an updated mine closure plan.`,
        "Members can get free advice from the association's legal committee.",
      ],
    ),
];
