import type { categories } from '@db/schema';

type Category = typeof categories.$inferInsert;
const item = (
  cid: number,
  pid: number | null,
  level: number,
  sequence: number,
  page_type: 'news' | 'static',
  category: string,
  category_en: string,
): Category => ({
  cid,
  pid,
  category_level: level,
  sequence,
  page_type,
  category,
  category_en,
  category_status: true,
});

/**
 * The association site's menu tree with fixed ids: the site links to news categories 8, 13, 17 and
 * 18 and to project pages 20..26 by number, so those ids are part of the content.
 */
export const MENU: Category[] = [
  item(1, null, 1, 1, 'static', 'Бидний тухай', 'About us'),
  item(2, 1, 2, 1, 'static', 'Танилцуулга', 'Introduction'),
  item(3, 1, 2, 2, 'static', 'Удирдлага', 'Leadership'),
  item(4, 3, 3, 1, 'static', 'Хүндэт ерөнхийлөгчид', 'Honorary presidents'),
  item(5, 3, 3, 2, 'static', 'Ассоциацийн зөвлөл', 'Association council'),
  item(6, 1, 2, 3, 'static', 'Ажлын алба', 'Secretariat'),
  item(7, null, 1, 2, 'static', 'Үйл ажиллагаа', 'Activity'),
  item(9, 7, 2, 1, 'static', 'Хороод', 'Committees'),
  item(10, 7, 2, 2, 'static', 'Ажлын хэсгүүд', 'Working groups'),
  item(11, null, 1, 3, 'static', 'Гишүүнчлэл', 'Membership'),
  item(12, 11, 2, 1, 'static', 'Гишүүн болох', 'Become a member'),
  item(19, 11, 2, 2, 'static', 'Гишүүдэд зориулсан мэдээлэл', 'Member information'),
  item(8, null, 1, 4, 'news', 'Мэдээ', 'News'),
  item(13, 8, 2, 1, 'news', 'Арга хэмжээ', 'Events'),
  item(17, 8, 2, 2, 'news', 'Бүсийн чуулга уулзалт', 'Regional forum'),
  item(18, 8, 2, 3, 'news', 'Үйлдвэржилтийн форум', 'Industrialization forum'),
  item(14, 8, 2, 4, 'news', 'Хэвлэлийн мэдээ', 'Press releases'),
  item(15, 8, 2, 5, 'news', 'Гишүүдийн мэдээ', 'Member news'),
  item(16, 8, 2, 6, 'news', 'Бодлого, эрх зүй', 'Policy and law'),
  item(27, null, 1, 5, 'static', 'Тайлан', 'Reports'),
  item(28, null, 1, 6, 'static', 'Хариуцлагатай уул уурхай', 'Responsible mining'),
  item(20, 28, 2, 1, 'static', 'Хариуцлагатай уул уурхайн хөтөлбөр', 'Responsible mining programme'),
  item(29, 20, 3, 1, 'static', 'Зарчим ба шаардлага', 'Principles and requirements'),
  item(30, 20, 3, 2, 'static', 'Бие даасан үнэлгээ', 'Independent assessment'),
  item(21, 28, 2, 2, 'static', 'Бидний мэдэхгүй уул уурхай', "Mining we don't know"),
  item(22, 28, 2, 3, 'static', 'Уул уурхай 101', 'Mining 101'),
  item(23, 28, 2, 4, 'static', 'Ирээдүйн уурхайчид', 'Future miners'),
  item(24, 28, 2, 5, 'static', 'Сарын шилдэг гишүүн', 'Member of the month'),
  item(25, 28, 2, 6, 'static', 'Ассоциаци 30 жил', 'Association at 30'),
  item(26, 28, 2, 7, 'static', 'Тогтвортой уул уурхай', 'Sustainable mining'),
  item(31, null, 1, 7, 'static', 'Худалдаа', 'Trade'),
  item(32, 31, 2, 1, 'static', 'Арилжааны хуваарь', 'Trading schedule'),
  item(33, 31, 2, 2, 'static', 'Арилжааны мэдээ', 'Trade report'),
  item(34, null, 1, 8, 'static', 'Холбоо барих', 'Contact'),
];

export const NEWS_CATEGORY_IDS = MENU.filter((c) => c.page_type === 'news').map((c) => c.cid!);
