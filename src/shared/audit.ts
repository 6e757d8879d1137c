import { z } from 'zod';
import { messageKeys } from './message-keys';

/** The audit log list (`GET /api/mm/get/audit-log`, role 2 only) and its filters. */
export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

export const AUDIT_MESSAGES = messageKeys('msg.audit.', ['person', 'entity', 'date', 'range']);

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), AUDIT_MESSAGES.date)
  .optional();

export const auditFilterFields = {
  person: z.string().trim().max(254, AUDIT_MESSAGES.person).optional(),
  entity: z.string().trim().max(100, AUDIT_MESSAGES.entity).optional(),
  /** Days in Ulaanbaatar time, both included. */
  from: day,
  to: day,
};

/** A range that ends before it starts is refused (400), not answered empty. */
export const auditRangeOk = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

export type AuditFilter = { person?: string; entity?: string; from?: string; to?: string };

export interface AuditEntry {
  id: number;
  at: string;
  admin_id: number | null;
  admin_email: string;
  method: string;
  route: string;
  entity: string;
  entity_id: string | null;
  action: 'create' | 'update' | 'delete' | 'other';
  changes: Record<string, { before: unknown; after: unknown }>;
  request_id: string | null;
}
