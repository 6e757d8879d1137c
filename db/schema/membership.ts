import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredTexts } from './columns';

/** Partner logos shown on committees (activity page) and the sponsor slider. */
export const partnerLogos = pgTable('partner_logos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().default(''),
  logo: text('logo').notNull(),
  link: text('link').notNull().default(''),
  public_relations_committee: boolean('public_relations_committee').notNull().default(false),
  environment_committee: boolean('environment_committee').notNull().default(false),
  legal_committee: boolean('legal_committee').notNull().default(false),
  logistics_committee: boolean('logistics_committee').notNull().default(false),
  responsible: boolean('responsible').notNull().default(false),
});

/** Membership logos (board members and main members). */
export const memberLogos = pgTable('member_logos', {
  id: serial('id').primaryKey(),
  ...requiredTexts('name', 'logo'),
  link: text('link').notNull().default(''),
  board_member: boolean('board_member').notNull().default(false),
  main_member: boolean('main_member').notNull().default(false),
});

/** Member companies: the e-mails allowed to take the member assessment. */
export const memberCompanies = pgTable('member_companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  logo: text('logo').notNull(),
  active: boolean('active').notNull().default(true),
  ...createdAt(),
});

/** Membership form requests from the public site. */
export const officeRequests = pgTable('office_requests', {
  id: serial('id').primaryKey(),
  ...requiredTexts('name', 'email', 'phone_number', 'business_type'),
  member_request: boolean('member_request').notNull().default(false),
  codex_request: boolean('codex_request').notNull().default(false),
  meeting_request: boolean('meeting_request').notNull().default(false),
  ...createdAt(),
});
