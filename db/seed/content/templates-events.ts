import { article, type Template } from './article';

/** Events (category 13). */
export const EVENTS: Template[] = [
  ({ year, x }) =>
    article(
      [
        `Уурхайчдын баярын хүлээн авалт ${year}`,
        'Уурхайчдын баярыг тохиолдуулан ассоциаци салбарын ахмадууд, шилдэг ажилтнуудад хүндэтгэл үзүүллээ.',
        `Хүлээн авалтад гишүүн байгууллагуудын ${x * 20 + 150} гаруй төлөөлөгч оролцож, салбарт олон жил ажилласан ахмадуудад хүндэтгэлийн тэмдэг гардууллаа.`,
        `Мөн хөдөлмөрийн аюулгүй байдлыг тэргүүн зэргээр хангасан ${x + 3} компанийг шагнав.`,
      ],
      [
        `Miners' Day reception ${year}`,
        "To mark Miners' Day the association honoured industry veterans and outstanding employees.",
        `More than ${x * 20 + 150} representatives of member organisations attended, and long-serving veterans received badges of honour.`,
        `${x + 3} companies with outstanding safety records also received awards.`,
      ],
    ),
  ({ region, x }) =>
    article(
      [
        `Хариуцлагатай уул уурхайн сургалт ${region.mn} аймагт боллоо`,
        `Сургалтад гишүүн компаниудын байгаль орчин, хүний нөөцийн ${x + 25} мэргэжилтэн хамрагдлаа.`,
        'Сургалтаар хариуцлагатай уул уурхайн 8 зарчим, 29 шаардлага, өөрийгөө үнэлэх асуулгыг бөглөх аргачлалыг танилцууллаа.',
        'Оролцогчид бүлгийн ажлаар өөрсдийн байгууллагын сайн туршлага, тулгамдаж буй асуудлаа хуваалцав.',
      ],
      [
        `Responsible mining workshop held in ${region.en} province`,
        `${x + 25} environment and HR specialists from member companies took part.`,
        'The workshop covered the 8 principles and 29 requirements of responsible mining and how to complete the self-assessment.',
        'In group sessions participants shared good practice and challenges from their own organisations.',
      ],
    ),
  ({ region, x }) =>
    article(
      [
        `Уурхайчдын спортын наадам ${region.mn} аймагт зохион байгуулагдлаа`,
        `${x + 8} компанийн баг волейбол, сагсан бөмбөг, шатрын төрлөөр өрсөлдлөө.`,
        'Наадам нь уурхайн хамт олны эрүүл мэнд, нөхөрлөлийг бэхжүүлэх зорилготой бөгөөд жил бүр өөр аймагт зохион байгуулагддаг.',
        'Шилдэг багуудад ассоциацийн нэрэмжит цом гардууллаа.',
      ],
      [
        `Miners' sports games held in ${region.en} province`,
        `Teams from ${x + 8} companies competed in volleyball, basketball and chess.`,
        'The games promote health and friendship among mining teams and move to a different province each year.',
        "The best teams received the association's cups.",
      ],
    ),
  ({ year, x }) =>
    article(
      [
        `Гишүүдийн ээлжит их хурал ${year}`,
        'Их хурлаар ассоциацийн өнгөрсөн оны үйл ажиллагааны тайлан, ирэх оны төлөвлөгөөг хэлэлцэн баталлаа.',
        `Хуралд ${x * 10 + 90} гишүүн байгууллагын төлөөлөл оролцож, санхүүгийн тайланг хэлэлцэв.`,
        'Мөн Ассоциацийн зөвлөлийн шинэ гишүүдийг гурван жилийн хугацаагаар сонголоо.',
      ],
      [
        `Annual general meeting of members ${year}`,
        "The meeting reviewed last year's activity report and approved the plan for the coming year.",
        `Representatives of ${x * 10 + 90} member organisations attended and discussed the financial report.`,
        'New members of the association council were elected for a three-year term.',
      ],
    ),
];

/** Regional forum (category 17). */
export const REGIONAL_FORUM: Template[] = [
  ({ region, year, x }) =>
    article(
      [
        `${region.zone} уул уурхайн чуулга уулзалт ${region.center} хотод боллоо`,
        `Чуулга уулзалтад орон нутгийн удирдлага, иргэд, уул уурхайн компаниудын ${x * 15 + 120} төлөөлөгч оролцов.`,
        'Уулзалтаар орон нутгийн хөгжлийн гэрээний хэрэгжилт, нутгийн иргэдийг ажлын байраар хангах асуудлыг хэлэлцлээ.',
        'Оролцогчид усны нөөцийг хамгаалах, бэлчээрийн талбайг нөхөн сэргээх талаар хамтарсан зөвлөмж гаргав.',
        `Дараагийн чуулга уулзалтыг ${year + 1} онд зохион байгуулахаар тогтлоо.`,
      ],
      [
        `${region.zone_en} mining forum held in ${region.center_en}`,
        `${x * 15 + 120} representatives of local government, residents and mining companies took part.`,
        'The forum discussed how local development agreements are being carried out and how to employ more local people.',
        'Participants issued joint recommendations on protecting water resources and restoring pastureland.',
        `The next forum will be held in ${year + 1}.`,
      ],
    ),
  ({ region, x }) =>
    article(
      [
        `${region.zone} чуулга уулзалт: орон нутгийн худалдан авалтыг нэмэгдүүлэх нь`,
        `Уурхайнууд орон нутгийн аж ахуйн нэгжээс худалдан авах бараа, үйлчилгээний хэмжээг ${x + 10} хувиар нэмэгдүүлэх санал гарлаа.`,
        'Жижиг, дунд үйлдвэрлэл эрхлэгчид хүнс, ариун цэврийн хэрэглэл, засвар үйлчилгээний чиглэлээр уурхайнуудад нийлүүлэх боломжоо танилцуулав.',
        'Ассоциаци нийлүүлэгчдийн нэгдсэн бүртгэл үүсгэж, гишүүн компаниудад түгээхээр боллоо.',
      ],
      [
        `${region.zone_en} forum: growing local procurement`,
        `A proposal was made for mines to raise their purchases of goods and services from local businesses by ${x + 10} percent.`,
        'Small and medium businesses presented what they can supply to mines in food, hygiene products and maintenance services.',
        'The association will set up a shared supplier register and circulate it to member companies.',
      ],
    ),
  ({ region, x }) =>
    article(
      [
        `${region.zone} чуулга уулзалтад залуучууд идэвхтэй оролцлоо`,
        `Мэргэжлийн сургуулийн ${x * 10 + 40} оюутан уурхайн ажлын байрны үзэсгэлэнтэй танилцлаа.`,
        'Уулзалтын үеэр уурхайн компаниуд дадлагын байр, тэтгэлгийн хөтөлбөрөө танилцуулж, залуучуудтай ярилцлага хийлээ.',
        'Ассоциацийн “Ирээдүйн уурхайчид” хөтөлбөрийн хүрээнд шилдэг оюутнуудыг үйлдвэрлэлийн дадлагад хамруулна.',
      ],
      [
        `Young people play an active part in the ${region.zone_en} forum`,
        `${x * 10 + 40} vocational students visited the mining job fair.`,
        'Mining companies presented their internships and scholarships and interviewed young candidates.',
        "Under the association's Future Miners programme the best students will be offered industrial internships.",
      ],
    ),
];

/** Industrialization forum (category 18). */
export const INDUSTRIALIZATION_FORUM: Template[] = [
  ({ year, x }) =>
    article(
      [
        `Үйлдвэржилтийн форум ${year}: зэс хайлуулах үйлдвэрийн төсөл хэлэлцэгдлээ`,
        'Форумд зэсийн баяжмалыг дотооддоо боловсруулах үйлдвэрийн техник, эдийн засгийн үндэслэлийг танилцууллаа.',
        `Төслийн багийн танилцуулснаар үйлдвэр жилд ${x * 50 + 200} мянган тонн баяжмал боловсруулах хүчин чадалтай байх юм.`,
        'Оролцогчид эрчим хүчний хангамж, хүхрийн хүчлийн борлуулалт, санхүүжилтийн эх үүсвэрийн асуудлыг онцоллоо.',
        'Форумын зөвлөмжийг Засгийн газарт хүргүүлнэ.',
      ],
      [
        `Industrialization Forum ${year}: copper smelter project discussed`,
        'The forum heard the feasibility study for processing copper concentrate at home.',
        `According to the project team the plant would process ${x * 50 + 200} thousand tonnes of concentrate a year.`,
        'Participants highlighted power supply, sales of sulphuric acid and sources of finance.',
        "The forum's recommendations will be sent to the government.",
      ],
    ),
  ({ year, x }) =>
    article(
      [
        `Үйлдвэржилтийн форум ${year}: коксжих нүүрсний гүн боловсруулалт`,
        `Кокс-химийн цогцолбор байгуулснаар экспортын нэмүү өртгийг ${(x % 3) + 2} дахин нэмэгдүүлэх боломжтойг судлаачид танилцууллаа.`,
        'Кокс, давирхай, аммиак зэрэг бүтээгдэхүүн үйлдвэрлэх технологийн сонголтуудыг харьцуулан судаллаа.',
        'Хөрөнгө оруулагчид төслийн эрсдэлийг бууруулахад эрчим хүч, усны урт хугацааны гэрээ шаардлагатайг онцлов.',
      ],
      [
        `Industrialization Forum ${year}: deep processing of coking coal`,
        `Researchers showed that a coke-chemical complex could multiply the value added of exports ${(x % 3) + 2} times.`,
        'Technology options for producing coke, tar and ammonia were compared.',
        'Investors stressed that long-term power and water contracts are needed to reduce project risk.',
      ],
    ),
  ({ region, x }) =>
    article(
      [
        `Үйлдвэржилтийн форум: ${region.mn} аймагт төмөрлөгийн кластер байгуулах санал`,
        'Төмрийн хүдэр, коксжих нүүрс, эрчим хүчийг нэг дор төвлөрүүлэх төмөрлөгийн кластерийн санаачилгыг хэлэлцлээ.',
        `Кластер нь жилд ${x * 100 + 500} мянган тонн ган үйлдвэрлэж, ${x * 200 + 1500} ажлын байр бий болгох боломжтой.`,
        'Форумын оролцогчид дэд бүтцийн хөрөнгө оруулалтыг төр, хувийн хэвшлийн түншлэлээр шийдэх саналыг дэмжлээ.',
      ],
      [
        `Industrialization Forum: proposal for a steel cluster in ${region.en} province`,
        'An initiative to bring iron ore, coking coal and power together in one steel cluster was discussed.',
        `The cluster could produce ${x * 100 + 500} thousand tonnes of steel a year and create ${x * 200 + 1500} jobs.`,
        'Participants backed funding the infrastructure through a public-private partnership.',
      ],
    ),
];
