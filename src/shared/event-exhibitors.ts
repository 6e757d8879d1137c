import { z } from 'zod';
import { EVENT_ID } from './event';
import { positiveId } from './files';
import { messageKeys } from './message-keys';

/**
 * The week's exhibitors (issue 27 §5): published directory companies of an edition, each with its
 * booth and its place in the list. The admin picks a company by a search on the server.
 */
export const EXHIBITOR_MESSAGES = messageKeys('msg.exhibitors.', [
  'id',
  'notFound',
  'event',
  'company',
  'companyNotFound',
  'duplicate',
  'booth',
  'order',
  'orderChanged',
  'term',
  'added',
  'updated',
  'deleted',
  'ordered',
]);
const M = EXHIBITOR_MESSAGES;

/** A booth as the floor plan names it ('A-12', 'Hall 2 / B-07'). */
export const BOOTH_MAX = 20;
/** How many companies the admin's picker shows for a term. */
export const EXHIBITOR_SEARCH_LIMIT = 12;

const eventId = z.preprocess((v) => (v === undefined || v === '' ? EVENT_ID : v), positiveId(M.event));
const booth = z
  .string({ error: M.booth })
  .trim()
  .max(BOOTH_MAX, M.booth)
  .regex(/^[\p{L}\p{N} ./-]*$/u, M.booth)
  .default('');

/** `?event=` of the admin's list (default the current edition). */
export const exhibitorListQuery = z.object({ event: eventId });
/** `?id=` of a delete. */
export const exhibitorIdQuery = z.object({ id: positiveId(M.id) });

/** POST /insert/exhibitor: a published company and its booth (may be given later). */
export const exhibitorInsertSchema = z.object({ company_id: positiveId(M.company), booth, event_id: eventId });
export type ExhibitorInsert = z.output<typeof exhibitorInsertSchema>;

/** POST /update/exhibitor: the booth only (the company is the row: another company is a new exhibitor). */
export const exhibitorUpdateSchema = z.object({ id: positiveId(M.id), booth });

/**
 * POST /update/exhibitor-sequence: the edition's whole new order, `{ event_id, exhibitors: [{ id, sequence }] }`,
 * sequences 1..n, each id once; a list that is not the edition's current one is refused (409).
 */
export const exhibitorSequenceSchema = z
  .object({
    event_id: eventId,
    exhibitors: z
      .array(z.object({ id: positiveId(M.id), sequence: z.coerce.number({ error: M.order }).int(M.order) }), { error: M.order })
      .min(1, M.order)
      .max(1000, M.order),
  })
  .refine(
    (v) => {
      const n = v.exhibitors.length;
      const ids = new Set(v.exhibitors.map((e) => e.id));
      const seqs = new Set(v.exhibitors.map((e) => e.sequence));
      return ids.size === n && seqs.size === n && v.exhibitors.every((e) => e.sequence >= 1 && e.sequence <= n);
    },
    { message: M.order, path: ['exhibitors'] },
  );
export type ExhibitorSequence = z.output<typeof exhibitorSequenceSchema>;

/** GET /get/exhibitor-company?term=&event=: published companies for the picker (2..100 characters). */
export const exhibitorCompanyQuery = z.object({
  term: z.string({ error: M.term }).trim().min(2, M.term).max(100, M.term),
  event: eventId,
});
