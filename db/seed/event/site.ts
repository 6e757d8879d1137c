import { sql } from 'drizzle-orm';
import { eventCategories, eventFooter, eventSocialLinks } from '@db/schema';
import { insertAll } from '../batch';
import type { EventSeedContext } from './context';

/**
 * The event menu (conference categories of the 2023 edition's navigation: cid 1 its home, 2 the
 * registration page, 4 presentations; a parent with children; news categories), social links and
 * footer info of the event site.
 */
const CATEGORIES: (typeof eventCategories.$inferInsert)[] = [
  { cid: 1, category: 'Нүүр', category_en: 'Home' },
  { cid: 2, category: 'Бүртгэл', category_en: 'Registration' },
  { cid: 3, category: 'Хөтөлбөр', category_en: 'Programme' },
  { cid: 4, category: 'Илтгэл', category_en: 'Presentations', pid: 3 },
  { cid: 5, category: 'Илтгэгчид', category_en: 'Speakers', pid: 3 },
  { cid: 6, category: 'Үзэсгэлэн', category_en: 'Exhibition', pid: 3, category_status: false },
  { cid: 7, category: 'Мэдээ', category_en: 'News', page_type: 'news' },
  { cid: 8, category: 'Хурлын мэдээ', category_en: 'Conference news', page_type: 'news', pid: 7 },
  { cid: 9, category: 'Үзэсгэлэнгийн мэдээ', category_en: 'Exhibition news', page_type: 'news', pid: 7 },
  { cid: 10, category: 'Хэвлэлийн мэдэгдэл', category_en: 'Press releases', page_type: 'news' },
];

const SOCIAL_LINKS: (typeof eventSocialLinks.$inferInsert)[] = [
  { icon: 'facebook', link: 'https://www.facebook.com/miningweek.mn' },
  { icon: 'x-twitter', link: 'https://x.com/miningweek_mn' },
  { icon: 'linkedin', link: 'https://www.linkedin.com/company/miningweek-mn' },
  { icon: 'youtube', link: 'https://www.youtube.com/@miningweek-mn' },
  { icon: 'instagram', link: 'https://www.instagram.com/miningweek.mn' },
  { icon: 'telegram', link: 'https://t.me/miningweek_mn' },
  { icon: 'weixin', link: 'https://weixin.qq.com/r/miningweek' },
];

const FOOTER: (typeof eventFooter.$inferInsert)[] = [
  { type: 'phone', information: '+976 7011-5566' },
  { type: 'phone', information: '+976 9911-7788' },
  { type: 'email', information: 'info@miningweek.mn' },
  { type: 'email', information: 'exhibitors@miningweek.mn' },
  { type: 'link', information: 'https://www.miningweek.mn' },
];

export async function seedEventSite({ db, counts }: EventSeedContext): Promise<void> {
  await insertAll(db, counts, eventCategories, CATEGORIES);
  // ids were given explicitly, so the serial has to catch up before the admin adds a menu item
  await db.execute(sql`select setval(pg_get_serial_sequence('event_categories', 'cid'), (select max(cid) from event_categories))`);
  await insertAll(db, counts, eventSocialLinks, SOCIAL_LINKS);
  await insertAll(db, counts, eventFooter, FOOTER);
}
