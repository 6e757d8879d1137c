import { article, type Template } from './article';

/** General industry news (category 8). */
export const INDUSTRY: Template[] = [
  ({ year, x }) =>
    article(
      [
        `Нүүрсний экспорт ${year} онд ${x + 60} сая тоннд хүрэх төлөвтэй`,
        'Хилийн боомтуудын нэвтрүүлэх хүчин чадал нэмэгдсэнээр нүүрсний экспорт өмнөх оны мөн үеэс өсжээ.',
        `Гаалийн ерөнхий газрын урьдчилсан мэдээгээр оны эхнээс хойш экспортолсон нүүрсний хэмжээ өмнөх оны мөн үеэс ${x + 8} хувиар өссөн байна. Өсөлтийн гол хэсэг нь Гашуунсухайт, Шивээхүрэн боомтоор дамжсан тээвэр юм.`,
        'Ассоциацийн шинжээчдийн үзэж байгаагаар ухаалаг боомт, автомат тээврийн систем ашиглалтад орсон нь нэг өдөрт хил нэвтрэх машины тоог нэмэгдүүлсэн.',
        'Гэсэн хэдий ч коксжих нүүрсний дэлхийн зах зээлийн үнэ хэлбэлзэж байгаа тул экспортын орлогын төлөвлөгөөг болгоомжтой төсөөлөх шаардлагатайг салбарын төлөөлөгчид онцолж байна.',
      ],
      [
        `Coal exports on track to reach ${x + 60} million tonnes in ${year}`,
        'Higher capacity at the border crossings has lifted coal exports above the same period last year.',
        `Preliminary customs data show coal exports since the start of the year are up ${x + 8} percent on the same period last year. Most of the growth has moved through the Gashuunsukhait and Shiveekhuren crossings.`,
        'Association analysts attribute the rise to the smart border crossing and the automated haulage system, which let more trucks cross each day.',
        'Industry representatives warn, however, that world coking coal prices remain volatile, so export revenue plans should be cautious.',
      ],
    ),
  ({ year, x }) =>
    article(
      [
        `Оюу толгойн далд уурхай ${year} онд зэсийн олборлолтоо нэмэгдүүлнэ`,
        'Далд уурхайн шинэ панелиуд ашиглалтад орсноор зэсийн баяжмалын үйлдвэрлэл мэдэгдэхүйц өснө.',
        'Оюу толгойн далд уурхайн бүтээн байгуулалт төлөвлөсөн хуваарийн дагуу үргэлжилж, блок агуулалтын аргаар олборлолт хийх панелиуд дараалан ашиглалтад орж байна.',
        `Төслийн удирдлагын мэдээлснээр ${year} онд зэсийн үйлдвэрлэл өмнөх оныхоос ${x * 5 + 10} хувиар өсөх төлөвтэй байна.`,
        'Ассоциаци томоохон төслүүдийн нийлүүлэлтийн сүлжээнд дотоодын компаниудын оролцоог нэмэгдүүлэх чиглэлээр хамтран ажиллаж байна.',
      ],
      [
        `Oyu Tolgoi underground mine to raise copper output in ${year}`,
        'With new underground panels coming on line, copper concentrate production will rise noticeably.',
        'Construction of the Oyu Tolgoi underground mine continues on schedule, and the panels mined by block caving are being brought into production one after another.',
        `Project management expects copper production in ${year} to be ${x * 5 + 10} percent higher than last year.`,
        'The association is working with the large projects to give domestic companies a bigger share of their supply chains.',
      ],
    ),
  ({ year, x }) =>
    article(
      [
        `ESG тайлагналын нэгдсэн загварыг ${x + 12} гишүүн компани нэвтрүүллээ`,
        'Байгаль орчин, нийгэм, засаглалын мэдээллийг харьцуулах боломжтой болгох зорилгоор ассоциацийн боловсруулсан загварыг компаниуд ашиглаж эхэллээ.',
        `Загвар нь хүлэмжийн хийн ялгарал, усны хэрэглээ, нөхөн сэргээлт, хөдөлмөрийн аюулгүй байдал, орон нутгийн худалдан авалт зэрэг ${x + 20} үзүүлэлтийг хамарна.`,
        'Хөрөнгө оруулагчид болон банкууд ESG мэдээллийг зээл, хөрөнгө оруулалтын шийдвэртээ улам бүр ашиглах болсон.',
        `Ассоциаци ${year} оны сүүлээр гишүүдийнхээ ESG үзүүлэлтийн нэгдсэн тоймыг нийтлэхээр төлөвлөж байна.`,
      ],
      [
        `${x + 12} member companies adopt the common ESG reporting template`,
        "Companies have begun using the association's template, which makes environmental, social and governance data comparable.",
        `The template covers ${x + 20} indicators, including greenhouse gas emissions, water use, rehabilitation, occupational safety and local procurement.`,
        'Investors and banks increasingly use ESG information in their lending and investment decisions.',
        `The association plans to publish a consolidated review of its members' ESG performance at the end of ${year}.`,
      ],
    ),
  ({ region, x }) =>
    article(
      [
        `Хөдөлмөрийн аюулгүй байдлын аян ${region.mn} аймагт эхэллээ`,
        `Уурхайн ажилчдын аюулгүй ажиллагааны соёлыг дээшлүүлэх сарын аянд ${x + 10} компани нэгдлээ.`,
        'Аяны хүрээнд уурхай бүр эрсдэлийн үнэлгээгээ шинэчилж, хүнд даацын техникийн операторуудад дадлага сургуулилт зохион байгуулна.',
        'Ослын шалтгааны дүн шинжилгээнээс харахад ихэнх тохиолдол ээлжийн төгсгөлд, ядаргаатай холбоотой гардаг.',
        'Аяны дүнг ассоциацийн хөдөлмөрийн аюулгүй байдлын ажлын хэсэг нэгтгэн, шилдэг туршлагыг гишүүддээ түгээнэ.',
      ],
      [
        `Occupational safety campaign launched in ${region.en} province`,
        `${x + 10} companies have joined a month-long campaign to strengthen the safety culture among mine workers.`,
        'During the campaign every mine will update its risk assessment and run drills for heavy equipment operators.',
        'Incident analysis shows that most cases happen at the end of a shift and are linked to fatigue.',
        "The association's safety working group will compile the results and share best practice with members.",
      ],
    ),
  ({ region, x }) =>
    article(
      [
        `${region.mn} аймагт ${x * 40 + 120} га талбайд нөхөн сэргээлт хийжээ`,
        'Гишүүн компаниуд техникийн болон биологийн нөхөн сэргээлтийг орон нутгийн иргэдтэй хамтран гүйцэтгэлээ.',
        'Нөхөн сэргээлтэд нутгийн уугуул ургамлын үрийг ашиглаж, малчдын зөвлөгөөг харгалзан бэлчээрийн даацыг тооцсон.',
        'Байгаль орчны хяналтын байгууллага талбайг хүлээн авч, дараагийн гурван жилд ургамлын нөмрөгийг хянана.',
        'Ассоциаци уурхайн хаалт, нөхөн сэргээлтийн сан байгуулах санаачилгыг дэмжиж байна.',
      ],
      [
        `${x * 40 + 120} hectares rehabilitated in ${region.en} province`,
        'Member companies carried out technical and biological rehabilitation together with local residents.',
        'Native plant seed was used, and grazing capacity was planned with the advice of local herders.',
        'The environmental inspectorate has accepted the sites and will monitor plant cover for the next three years.',
        'The association supports the initiative to set up a mine closure and rehabilitation fund.',
      ],
    ),
  ({ year, x }) =>
    article(
      [
        `Хил дамнасан төмөр замаар нүүрс тээвэрлэлт ${x + 20} хувиар нэмэгдэв`,
        'Гашуунсухайт–Ганцмодны төмөр зам ашиглалтад орсноор авто тээврийн ачаалал буурч эхэллээ.',
        'Төмөр замын тээвэр нь нэг тонн нүүрсний тээврийн зардлыг бууруулж, замын хөдөлгөөний аюулгүй байдлыг сайжруулж байна.',
        `Тээвэр ложистикийн хорооны судалгаагаар ${year} онд төмөр замаар тээвэрлэх ачааны хэмжээ хоёр дахин нэмэгдэх боломжтой.`,
        'Ачих, буулгах терминалын хүчин чадлыг нэмэгдүүлэх нь дараагийн чухал алхам гэж салбарын төлөөлөгчид үзэж байна.',
      ],
      [
        `Coal haulage on the cross-border railway up ${x + 20} percent`,
        'Since the Gashuunsukhait–Gantsmod railway opened, the load on road haulage has begun to fall.',
        'Rail lowers the cost of moving each tonne of coal and makes the roads safer.',
        `A study by the transport and logistics committee finds that rail freight could double in ${year}.`,
        'Industry representatives see more loading and unloading terminal capacity as the next key step.',
      ],
    ),
];
