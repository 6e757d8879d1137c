import type { directoryPages as en } from '../en/directory-pages';

/** Лавлахын нүүр, байгууллагын хуудас, холбоо барих хуудас, ангиллын мод (`/yp`). */
export const directoryPages: Record<keyof typeof en, string> = {
  'directory.pages.home.searchTitle': 'Лавлахаас хайх',
  'directory.pages.home.categoriesTitle': 'Үндсэн ангилал',
  'directory.pages.home.categoryCount': '{count} дэд ангилал',
  'directory.pages.home.newsTitle': 'Сүүлийн мэдээ',
  'directory.pages.home.allNews': 'Бүх мэдээ',
  'directory.pages.home.noNews': 'Одоогоор мэдээ алга.',
  'directory.pages.home.registerTitle': 'Танай байгууллага лавлахад бий юу?',
  'directory.pages.home.registerText':
    'Уул уурхайн компани, ханган нийлүүлэгч, үйлчилгээ үзүүлэгч болон зөвлөх инженерүүд үнэ төлбөргүй бүртгүүлэх боломжтой. Хүсэлт бүрийг ассоциаци хянаж үзээд нийтэлнэ.',
  'directory.pages.home.registerAction': 'Байгууллага бүртгүүлэх',
  'directory.pages.company.categories': 'Ангилал',
  'directory.pages.company.emails': 'И-мэйл',
  'directory.pages.company.phones': 'Утас',
  'directory.pages.company.faxes': 'Факс',
  'directory.pages.company.websites': 'Вэб сайт',
  'directory.pages.company.address': 'Хаяг',
  'directory.pages.company.about': 'Байгууллагын тухай',
  'directory.pages.company.contacts': 'Холбоо барих мэдээлэл',
  'directory.pages.company.noInfo': 'Мэдээлэл байхгүй байна.',
  'directory.pages.company.updated': 'Сүүлд шинэчилсэн',
  'directory.pages.company.logo': '{name}-н лого',
  'directory.pages.company.description': '{name}: Уул уурхайн лавлах дахь холбоо барих мэдээлэл, ангилал.',
  'directory.pages.company.back': 'Лавлах руу буцах',
  'directory.pages.contact.title': 'Холбоо барих',
  'directory.pages.contact.intro': 'Лавлах эсвэл бүртгэлийн талаар асуух зүйл байвал ассоциацийн ажлын алба танд туслахад бэлэн.',
  'directory.pages.contact.mapTitle': 'Ассоциацийн ажлын албаны газрын зураг',
  'directory.pages.tree.label': 'Лавлахын ангилал',
  'directory.pages.tree.all': '{name} — бүгд',
  'directory.pages.tree.subCategories': '{name}-н дэд ангилал',
};
