import type { eventArchive as en } from '../en/event-archive';

/** 2023/2024 оны архив: `/mw/2023` ба мэдээний хуудсууд. */
export const eventArchive: Record<keyof typeof en, string> = {
  'event.archive.eyebrow': 'Архив',
  'event.archive.intro': '2022, 2023 оны арга хэмжээний агшнууд, 2024 оны арга хэмжээ болон холбооны сүүлийн мэдээ.',
  'event.archive.portfolio': 'Өмнөх арга хэмжээнүүд',
  'event.archive.filter': 'Оноор харах',
  'event.archive.all': 'Бүгд',
  'event.archive.portfolioEmpty': 'Өмнөх арга хэмжээний зургууд энд харагдана.',
  'event.archive.latestNews': 'Сүүлийн мэдээ',
  'event.archive.allNews': 'Бүх мэдээ',
  'event.archive.registerTitle': 'Дараагийн арга хэмжээнд оролцоорой',
  'event.archive.registerText': 'Үзэсгэлэнд оролцогч, илтгэгч, зочид та мэдээллээ үлдээвэл зохион байгуулагчид тантай холбогдоно.',
  'event.archive.registerAction': 'Бүртгүүлэх',
  'event.archive.edition2024': '2024 оны арга хэмжээ',
  'event.archive.edition2024Title': '{product} 2024',
  'event.archive.when': 'Огноо',
  'event.archive.where': 'Байршил',
  'event.archive.currentEdition': '{year} оны арга хэмжээ рүү очих',
  'event.archive.news': 'Мэдээ',
  'event.archive.newsIntro': 'Холбооны сүүлийн мэдээ. Өмнөх мэдээг ангиллаар нь үзнэ үү.',
  'event.archive.breadcrumb': 'Та энд байна',
  'event.archive.home': 'Нүүр',
  'event.archive.categoryEdition': 'Энэ маягтаар 2023 оных биш, одоогийн {product} {year} ({dates}, {venue}) арга хэмжээнд бүртгүүлнэ.',
  'event.archive.categoryRegister': '{product} {year}-д бүртгүүлэх',
};
