import { pgEnum, pgTable, serial } from 'drizzle-orm/pg-core';
import { blankTexts, createdAt, requiredTexts } from './columns';

export const aboutCategory = pgEnum('about_category', ['President', 'Association', 'Office', 'Auditor']);

/** About-us people: honorary presidents, council, office staff and assessment auditors. */
export const aboutPeople = pgTable('about_people', {
  id: serial('id').primaryKey(),
  about_category: aboutCategory('about_category').notNull(),
  ...requiredTexts('name'),
  ...blankTexts('name_en', 'position', 'position_en', 'company', 'company_en'),
  ...requiredTexts('profile'),
  ...blankTexts('years_of_work', 'email'),
  ...createdAt(),
});
