import type { base as enBase } from '../en/base';

export const base: Record<keyof typeof enBase, string> = {
  'site.name': 'Монголын Уул Уурхайн Үндэсний Ассоциаци',
  'site.shortName': 'МУУҮА',
  'site.tagline': '1994 оноос хойш хариуцлагатай уул уурхайн дуу хоолой',
  'site.description': 'Монголын Уул Уурхайн Үндэсний Ассоциацийн мэдээ, арга хэмжээ, хөтөлбөрүүд.',
  'site.address': 'Сүхбаатар дүүрэг, Улаанбаатар хот, Монгол Улс',
  'site.rights': 'Бүх эрх хуулиар хамгаалагдсан.',

  'nav.label': 'Үндсэн цэс',
  'nav.home': 'Нүүр',
  'nav.news': 'Мэдээ',
  'nav.skip': 'Үндсэн агуулга руу шилжих',
  'lang.switch': 'English',
  'lang.switchLabel': 'Англи хэл рүү шилжих',

  'home.heroTitle': 'Монголыг бүтээх уул уурхай',
  'home.heroText': 'Бид уул уурхайн салбарын компани, мэргэжилтэн, орон нутгийг нэгтгэн хариуцлагатай, тогтвортой хөгжлийг дэмждэг.',
  'home.heroAction': 'Сүүлийн мэдээ унших',
  'home.recentNews': 'Сүүлийн мэдээ',
  'home.noRecentNews': 'Сүүлийн мэдээ байхгүй байна',
  'home.categories': 'Мэдээний ангилал',
  'home.allNews': 'Бүх мэдээ',

  'pager.label': 'Хуудаслалт',
  'pager.first': 'Эхний',
  'pager.previous': 'Өмнөх',
  'pager.next': 'Дараах',
  'pager.last': 'Сүүлийн',
  'pager.page': '{page}-р хуудас',

  'share.title': 'Хуваалцах',
  'share.facebook': 'Facebook',
  'share.twitter': 'X (Twitter)',
  'share.email': 'И-мэйл',

  'notFound.title': 'Хуудас олдсонгүй',
  'notFound.text': 'УУЧЛААРАЙ, ТАНЫ ХАЙСАН ХУУДАС ОЛДСОНГҮЙ.',
  'notFound.back': 'Нүүр хуудас руу буцах',
};
