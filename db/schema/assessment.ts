import { boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, reference, requiredTexts, timestamptz } from './columns';
import { memberCompanies } from './membership';
import { meetingUsers } from './meetings';

/** Assessment questions: cid is the dotted index (7.4, 7.4.1), pid the parent index (null for a section). */
export const assessmentQuestions = pgTable('assessment_questions', {
  id: serial('id').primaryKey(),
  cid: text('cid').notNull().unique(),
  pid: text('pid'),
  question: text('question').notNull(),
});

/** Self-assessment respondents (own interest). */
export const selfRespondents = pgTable('self_respondents', {
  id: serial('id').primaryKey(),
  ...requiredTexts('name', 'email', 'phone_number'),
  ...createdAt(),
});

export const selfAnswers = pgTable(
  'self_answers',
  {
    id: serial('id').primaryKey(),
    respondent_id: reference('respondent_id', () => selfRespondents.id, 'cascade'),
    question_id: reference('question_id', () => assessmentQuestions.id, 'cascade'),
    answer: boolean('answer').notNull(),
    proof: boolean('proof').notNull().default(false),
  },
  (t) => [unique('self_answers_once').on(t.respondent_id, t.question_id)],
);

/** One member-assessment attempt ("answer record") of a member company. */
export const memberAnswerSets = pgTable('member_answer_sets', {
  id: serial('id').primaryKey(),
  member_id: reference('member_id', () => memberCompanies.id, 'cascade'),
  ...createdAt(),
});

export const memberAnswers = pgTable(
  'member_answers',
  {
    id: serial('id').primaryKey(),
    answer_id: reference('answer_id', () => memberAnswerSets.id, 'cascade'),
    question_id: reference('question_id', () => assessmentQuestions.id, 'cascade'),
    answer: boolean('answer').notNull(),
    proof: boolean('proof').notNull().default(false),
    proof_file: text('proof_file'),
    comment: text('comment').notNull().default(''),
  },
  (t) => [unique('member_answers_once').on(t.answer_id, t.question_id)],
);

export const assessmentResults = pgTable('assessment_results', {
  id: serial('id').primaryKey(),
  main_percentage: integer('main_percentage').notNull(),
  first_section_per: integer('first_section_per'),
  second_section_per: integer('second_section_per'),
  third_section_per: integer('third_section_per'),
  fourth_section_per: integer('fourth_section_per'),
  fifth_section_per: integer('fifth_section_per'),
  total_true: integer('total_true').notNull(),
  total_false: integer('total_false').notNull(),
  member_id: reference('member_id', () => memberCompanies.id, 'cascade'),
  answer_id: reference('answer_id', () => memberAnswerSets.id, 'cascade').unique(),
  ...createdAt(),
});

export const attachments = pgTable('attachments', {
  id: serial('id').primaryKey(),
  ...requiredTexts('official_document', 'form'),
  publication: boolean('publication').notNull().default(true),
  result_id: reference('result_id', () => assessmentResults.id, 'cascade').unique(),
  answer_id: reference('answer_id', () => memberAnswerSets.id, 'cascade'),
  ...createdAt(),
});

/**
 * E-mailed verification codes: stored hashed, 10 minutes, single use, 5 tries. A code belongs to
 * exactly one owner: a member company (the member assessment) or a meeting user (meeting sign-in).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id').references(() => memberCompanies.id, { onDelete: 'cascade' }),
    meeting_user_id: integer('meeting_user_id').references(() => meetingUsers.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    ...createdAt(),
  },
  (t) => [
    index('verification_codes_member_idx').on(t.member_id),
    index('verification_codes_meeting_user_idx').on(t.meeting_user_id),
    check('verification_codes_one_owner', sql`num_nonnulls(${t.member_id}, ${t.meeting_user_id}) = 1`),
  ],
);

/** Member sessions opened by a verified code (cookie `member_session`, token stored as SHA-256). */
export const memberSessions = pgTable('member_sessions', {
  id: serial('id').primaryKey(),
  token_hash: text('token_hash').notNull().unique(),
  member_id: reference('member_id', () => memberCompanies.id, 'cascade'),
  answer_id: reference('answer_id', () => memberAnswerSets.id, 'cascade'),
  expires_at: timestamptz('expires_at').notNull(),
  ...createdAt(),
});
