import { heading, list, paragraphs } from './html';

interface Page {
  mn: string;
  en: string;
}
const page = (mnTitle: string, mn: string[], enTitle: string, en: string[], extra?: { mn: string; en: string }): Page => ({
  mn: heading(mnTitle) + paragraphs(mn) + (extra?.mn ?? ''),
  en: heading(enTitle) + paragraphs(en) + (extra?.en ?? ''),
});

export const OFFICE = {
  address: 'Улаанбаатар хот, Сүхбаатар дүүрэг, Чингисийн өргөн чөлөө 12, Уул уурхайн төв, 5 давхар',
  address_en: 'Mining Centre, 5th floor, 12 Chinggis Avenue, Sukhbaatar district, Ulaanbaatar',
  phone: '+976 7011-2233, +976 7011-2244',
  email: 'info@mining-assoc.mn',
};

/** Static page content per menu id; `anniversaryBook` is the stored PDF of the thirty-year book. */
export function staticPages(anniversaryBook: string): Record<number, Page> {
  return {
    1: page(
      'Бидний тухай',
      [
        'Монголын уул уурхайн үндэсний ассоциаци нь 1994 онд байгуулагдсан, салбарын компаниуд, мэргэжлийн холбоод, их дээд сургуулиудыг нэгтгэсэн төрийн бус байгууллага юм.',
        'Бид хариуцлагатай, ил тод, өрсөлдөх чадвартай уул уурхайг хөгжүүлэх зорилготой.',
      ],
      'About us',
      [
        'The Mongolian National Mining Association, founded in 1994, is a non-governmental organisation that brings together mining companies, professional bodies and universities.',
        'Our aim is a responsible, transparent and competitive mining industry.',
      ],
    ),
    2: page(
      'Танилцуулга',
      [
        'Ассоциаци нь 200 гаруй гишүүн байгууллагатай бөгөөд тэдний нийт борлуулалт улсын экспортын 80 гаруй хувийг бүрдүүлдэг.',
        'Бид төр, хувийн хэвшил, иргэний нийгмийн хоорондын яриа хэлэлцээг зохион байгуулж, салбарын бодлогод гишүүдийнхээ байр суурийг илэрхийлдэг.',
      ],
      'Introduction',
      [
        'The association has more than 200 member organisations whose sales make up over 80 percent of national exports.',
        'We convene dialogue between government, business and civil society, and represent our members in sector policy.',
      ],
    ),
    3: page('Удирдлага', ['Ассоциацийн үйл ажиллагааг Гишүүдийн их хурал, Ассоциацийн зөвлөл, Гүйцэтгэх захирал удирдана.'], 'Leadership', [
      'The association is governed by the general meeting of members, the association council and the executive director.',
    ]),
    4: page(
      'Хүндэт ерөнхийлөгчид',
      ['Ассоциацийг үүсгэн байгуулснаас хойш салбарын нэр хүндтэй төлөөлөгчид ерөнхийлөгчөөр ажиллаж ирсэн.'],
      'Honorary presidents',
      ['Since its foundation the association has been led by respected figures of the industry.'],
    ),
    5: page(
      'Ассоциацийн зөвлөл',
      ['Зөвлөл нь гишүүн компаниудын гүйцэтгэх удирдлагуудаас бүрдэх бөгөөд гурван жилийн хугацаатай сонгогддог.'],
      'Association council',
      ['The council consists of chief executives of member companies, elected for a three-year term.'],
    ),
    6: page(
      'Ажлын алба',
      [
        'Ажлын алба 7 ажилтантай бөгөөд гишүүдэд үйлчлэх, арга хэмжээ зохион байгуулах, судалгаа хийх ажлыг хариуцдаг.',
        `Ажлын цаг: Даваа–Баасан 09:00–18:00. Утас: ${OFFICE.phone}.`,
      ],
      'Secretariat',
      [
        'The secretariat has 7 staff who serve members, organise events and carry out research.',
        `Office hours: Monday to Friday 09:00 to 18:00. Phone: ${OFFICE.phone}.`,
      ],
    ),
    7: page(
      'Үйл ажиллагаа',
      ['Ассоциаци хороо, ажлын хэсгүүдээр дамжуулан салбарын тулгамдсан асуудлыг судалж, шийдэл санал болгодог.'],
      'Activity',
      ['Through its committees and working groups the association studies the issues facing the sector and proposes solutions.'],
    ),
    9: page(
      'Хороод',
      [
        'Олон нийттэй харилцах хороо, Байгаль орчны хороо, Хууль эрх зүйн хороо, Тээвэр ложистикийн хороо тус бүр гишүүн компаниудын мэргэжилтнүүдээс бүрддэг.',
      ],
      'Committees',
      [
        'The public relations, environment, legal, and transport and logistics committees are each made up of specialists from member companies.',
      ],
      {
        mn: list(['Олон нийттэй харилцах хороо', 'Байгаль орчны хороо', 'Хууль эрх зүйн хороо', 'Тээвэр ложистикийн хороо']),
        en: list(['Public relations committee', 'Environment committee', 'Legal committee', 'Transport and logistics committee']),
      },
    ),
    10: page(
      'Ажлын хэсгүүд',
      ['Татвар, хүний нөөц, ус ашиглалт, уурхайн хаалт ба нөхөн сэргээлтийн ажлын хэсгүүд тогтмол хуралдаж, зөвлөмж боловсруулдаг.'],
      'Working groups',
      [
        'Working groups on taxation, human resources, water use, and mine closure and rehabilitation meet regularly and draft recommendations.',
      ],
    ),
    11: page(
      'Гишүүнчлэл',
      [
        'Ассоциацийн гишүүнчлэл нь хайгуул, олборлолт, боловсруулалт, үйлчилгээ, зөвлөх үйлчилгээний бүх байгууллагад нээлттэй.',
        'Удирдах зөвлөл 11 гишүүнтэй, гурван жилийн хугацаатай ажилладаг.',
      ],
      'Membership',
      [
        'Membership is open to organisations in exploration, extraction, processing, services and consulting.',
        'The board has 11 members who serve a three-year term.',
      ],
    ),
    12: page(
      'Гишүүн болох',
      [
        'Гишүүнээр элсэх хүсэлтээ вэб сайтын маягтаар илгээх, эсвэл ажлын албанд биечлэн хандана уу. Хүсэлтийг ажлын 10 хоногт хянан шийдвэрлэнэ.',
      ],
      'Become a member',
      [
        'Send your membership request through the form on this site or visit the secretariat. Requests are reviewed within 10 working days.',
      ],
    ),
    19: page(
      'Гишүүдэд зориулсан мэдээлэл',
      [
        'Гишүүн байгууллагууд салбарын судалгаа, хуулийн зөвлөгөө, сургалт, олон улсын үзэсгэлэнд хөнгөлөлттэй нөхцөлөөр оролцох боломжтой.',
      ],
      'Member information',
      ['Members receive sector research, legal advice and training, and take part in international exhibitions at reduced rates.'],
    ),
    27: page('Тайлан', ['Ассоциацийн жилийн тайлан, салбарын судалгааны тайлангуудыг эндээс татаж авна уу.'], 'Reports', [
      'Download the annual reports of the association and sector research reports here.',
    ]),
    28: page(
      'Хариуцлагатай уул уурхай',
      ['Хариуцлагатай уул уурхайн хөтөлбөр нь 8 зарчим, 5 хамрах хүрээ, 29 шаардлагаас бүрдэнэ.'],
      'Responsible mining',
      ['The responsible mining programme consists of 8 principles, 5 scopes and 29 requirements.'],
    ),
    20: page(
      'Хариуцлагатай уул уурхайн хөтөлбөр',
      [
        'Хөтөлбөр нь гишүүн компаниудын засаглал, байгаль орчин, хөдөлмөрийн аюулгүй байдал, орон нутгийн хамтын ажиллагаа, ил тод байдлыг бие даасан аудитороор үнэлүүлэх боломжийг олгодог.',
        'Өөрийгөө үнэлэх асуулгыг бөглөж, байгууллагынхаа түвшинг шалгаарай.',
      ],
      'Responsible mining programme',
      [
        'The programme lets member companies have their governance, environment, occupational safety, community relations and transparency assessed by independent auditors.',
        'Take the self-assessment to see where your organisation stands.',
      ],
    ),
    29: page(
      'Зарчим ба шаардлага',
      [
        '8 зарчим: хууль дээдлэх, ил тод байх, байгаль орчныг хамгаалах, хүний эрхийг хүндэтгэх, аюулгүй ажиллах, орон нутагтай түншлэх, шударга өрсөлдөх, тасралтгүй сайжруулах.',
      ],
      'Principles and requirements',
      [
        '8 principles: rule of law, transparency, environmental protection, respect for human rights, safe work, partnership with communities, fair competition, continuous improvement.',
      ],
    ),
    30: page(
      'Бие даасан үнэлгээ',
      ['Бие даасан үнэлгээг ассоциацийн итгэмжлэгдсэн аудиторууд гүйцэтгэж, дүнг гишүүн байгууллагын зөвшөөрөлтэйгөөр нийтэлдэг.'],
      'Independent assessment',
      [
        'Independent assessments are carried out by accredited auditors of the association; results are published with the member organisation’s consent.',
      ],
    ),
    21: page(
      'Бидний мэдэхгүй уул уурхай',
      [
        'Өдөр тутмын хэрэглээний бүтээгдэхүүн бүрд ашигт малтмал бий. Утас, цахилгаан машин, барилга бүгд уул уурхайн бүтээгдэхүүнээс эхтэй.',
      ],
      "Mining we don't know",
      ['Minerals are in every product we use: phones, electric cars and buildings all start with mining.'],
    ),
    22: page(
      'Уул уурхай 101',
      ['Хайгуулаас эхлээд уурхайн хаалт хүртэлх уул уурхайн бүх үе шатыг богино хэмжээний видео хичээлээр танилцуулна.'],
      'Mining 101',
      ['Short video lessons walk through every stage of mining, from exploration to mine closure.'],
    ),
    23: page(
      'Ирээдүйн уурхайчид',
      [
        'Ахлах ангийн сурагчид, оюутнуудад зориулсан мэргэжил сонголтын хөтөлбөр, үйлдвэрлэлийн дадлага, тэтгэлгийн мэдээлэл удахгүй нэмэгдэнэ.',
      ],
      'Future miners',
      ['Career guidance for senior pupils and students, industrial internships and scholarship information are coming soon.'],
    ),
    24: page(
      'Сарын шилдэг гишүүн',
      ['Сар бүр хариуцлагатай уул уурхайн сайн туршлагыг нэвтрүүлсэн гишүүн байгууллагыг шалгаруулан танилцуулна.'],
      'Member of the month',
      ['Each month we feature a member organisation that has put good responsible-mining practice in place.'],
    ),
    25: page(
      'Ассоциаци 30 жил',
      ['1994–2024 он: салбарын гучин жилийн түүхийг өгүүлэх ойн ном.'],
      'Association at 30',
      ['1994 to 2024: the anniversary book telling thirty years of the industry.'],
      {
        mn: `<p><a href="${anniversaryBook}">Ойн номыг татах (PDF)</a></p>`,
        en: `<p><a href="${anniversaryBook}">Download the anniversary book (PDF)</a></p>`,
      },
    ),
    26: page(
      'Тогтвортой уул уурхай',
      ['Тогтвортой уул уурхайн зарчмуудыг олон нийтэд таниулах зурагт хуудас, гарын авлагууд.'],
      'Sustainable mining',
      ['Posters and guides that explain the principles of sustainable mining to the public.'],
    ),
    31: page('Худалдаа', ['Бирж дээр зарлагдсан арилжааны хуваарь болон арилжааны үр дүнгийн мэдээлэл.'], 'Trade', [
      'The trading schedule announced on the exchange and the results of completed trades.',
    ]),
    32: page(
      'Арилжааны хуваарь',
      ['Нүүрс, зэсийн баяжмал, төмрийн хүдэр, жоншны баяжмалын дуудлага худалдааны зарлал.'],
      'Trading schedule',
      ['Auction notices for coal, copper concentrate, iron ore and fluorspar concentrate.'],
    ),
    33: page('Арилжааны мэдээ', ['Сонгосон хугацааны арилжааны үр дүн: худалдагч, бүтээгдэхүүн, доод үнэ, хэлцлийн үнэ.'], 'Trade report', [
      'Results of trades in a chosen period: seller, product, minimum price and deal price.',
    ]),
    34: page(
      'Холбоо барих',
      [`Хаяг: ${OFFICE.address}`, `Утас: ${OFFICE.phone}. И-мэйл: ${OFFICE.email}`, 'Ажлын цаг: Даваа–Баасан 09:00–18:00'],
      'Contact',
      [`Address: ${OFFICE.address_en}`, `Phone: ${OFFICE.phone}. E-mail: ${OFFICE.email}`, 'Office hours: Monday to Friday 09:00 to 18:00'],
    ),
  };
}
