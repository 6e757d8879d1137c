import { pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt, requiredTexts } from './columns';

/** Responsible-mining PDF documents. */
export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  ...requiredTexts('title', 'pdf'),
  ...createdAt(),
});
