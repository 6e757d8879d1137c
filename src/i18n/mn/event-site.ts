import { eventSiteAdmin, type eventSite as en } from '../en/event-site';

/** The event pages in Mongolian; the event admin's screens keep the spec's English texts. */
export const eventSite: Record<keyof typeof en, string> = {
  'event.site.website': 'Вэб сайт',
  'event.site.home.video': 'Арга хэмжээний бичлэг',
  'event.site.home.pause': 'Бичлэгийг зогсоох',
  'event.site.home.play': 'Бичлэгийг тоглуулах',
  'event.site.home.when': 'Хэзээ, хаана',
  'event.site.home.dates': '{year} оны {month}-р сарын {start}–{end}',
  'event.site.home.hours': 'Өдөр бүр {opens}–{closes}',
  'event.site.home.numbers': '{product} тоогоор',
  'event.site.stats.visitors': 'зочин',
  'event.site.stats.countries': 'улс, бүс нутаг',
  'event.site.stats.exhibitors': 'үзэсгэлэнд оролцогч',
  'event.site.stats.speakers': 'илтгэгч',
  'event.site.stats.conferences': 'хурал нэг дор',
  'event.site.home.inviteTitle': 'Таныг урьж байна',
  'event.site.home.invite1':
    '{product} жил бүр Монгол Улс болон түнш орнуудын уул уурхайн компаниуд, ханган нийлүүлэгчид, хөрөнгө оруулагчид, төр засаг, судлаачдыг гурван өдрийн хурал, үзэсгэлэнд нэгтгэдэг.',
  'event.site.home.invite2':
    'Улаанбаатарт салбарынхантайгаа уулзаж, гол илтгэгчдийг сонсож, үзэсгэлэнд оролцогчидтой танилцан, геологи, технологи, хариуцлагатай уул уурхай, хөрөнгө оруулалтын хуралд оролцоорой.',
  'event.site.home.register': 'Бүртгүүлэх',
  'event.site.home.registerNote': '{product} {year}-ийн бүртгэл нээлттэй байна.',
  'event.site.home.ended': '{product} {year} өндөрлөлөө. Оролцсон бүх хүмүүст баярлалаа.',
  'event.site.home.next': 'Дараагийн удаагийн арга хэмжээний огноог энд зарлана.',
  'event.site.home.photos': '{year} оны зургууд',
  'event.site.home.archive': 'Өмнөх жилүүдийн арга хэмжээ',
  'event.site.organisers.title': 'Зохион байгуулагч, хамтрагчид',
  'event.site.organisers.organiser': 'Зохион байгуулагч',
  'event.site.organisers.partners': 'Хамтрагч байгууллагууд',
  'event.site.about.title': 'Бидний тухай',
  'event.site.about.lead':
    'Монголын Уул Уурхайн Үндэсний Ассоциаци нь Монголын уул уурхайн компаниудын төрийн бус байгууллага бөгөөд {product}-ийг зохион байгуулагч юм.',
  'event.site.about.p1':
    'Ассоциаци 1994 онд байгуулагдсан бөгөөд гишүүн компаниудаа төлөөлж, салбарын хууль, бодлогын асуудлаар төртэй хамтран ажиллаж, хариуцлагатай, аюулгүй, ил тод уул уурхайг дэмждэг.',
  'event.site.about.p2':
    'Олон нийттэй харилцах, байгаль орчин, хууль эрх зүй, ложистикийн хороод гишүүдээ нэгтгэдэг. Ассоциаци тайлан гаргаж, инженерүүдийг сургаж, уул уурхайн бүтээгдэхүүний арилжааг зохион байгуулдаг.',
  'event.site.about.eventTitle': 'Арга хэмжээ',
  'event.site.about.p3':
    '{product} бол ассоциацийн жил бүр зохион байгуулдаг олон улсын хурал, үзэсгэлэн юм. Салбарынхан нэг дор уулзаж, шинэ технологио танилцуулж, Монголын уул уурхайн ирээдүйг хэлэлцдэг.',
  'event.site.about.more': 'Ассоциацийн тухай дэлгэрэнгүй',
  'event.site.contact.title': 'Холбоо барих',
  'event.site.contact.address': 'Хаяг',
  'event.site.contact.venue': 'Арга хэмжээ болох газар',
  'event.site.contact.phone': 'Утас',
  'event.site.contact.email': 'И-мэйл',
  'event.site.contact.links': 'Холбоос',
  'event.site.contact.hours': 'Ажлын цаг',
  'event.site.contact.hoursValue': 'Даваа–Баасан, 09:00–18:00',
  'event.site.contact.social': 'Биднийг дагаарай',
  'event.site.contact.map': 'Газрын зураг',
  'event.site.contact.showMap': 'Газрын зураг харуулах',
  'event.site.contact.mapNote': 'Газрын зургийг OpenStreetMap-аас зөвхөн таныг хүссэн үед ачаална.',
  'event.site.contact.mapTitle': 'Арга хэмжээ болох газрын зураг',
  'event.site.contact.openMap': 'OpenStreetMap дээр нээх',
  ...eventSiteAdmin,
};
