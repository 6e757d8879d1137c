import type { ApiAnswer, ApiPath } from '@client/api-client';
import { t } from '@admin/i18n';

/** What a programme form's save says: an add 'Амжилттай нэмэгдлээ.', an edit 'Амжилттай шинэчлэгдлээ.' (spec §4). */
export const PROGRAM_SAVED = { insert: t('admin.week.program.added'), update: t('admin.week.program.updated') };

/**
 * One row at key `K` of the admin's answer of an `/api/mw` GET: the paged answer's rows, or the
 * only rows when the paged answer is a subtype of the public one (TypeScript then merges the two).
 */
type Rows<A, K extends string> = A extends { [k in K]: readonly (infer R)[] } ? R : never;
type PagedRows<A, K extends string> = A extends { total: number } ? Rows<A, K> : never;
type RowsOf<A, K extends string> = [PagedRows<A, K>] extends [never] ? Rows<A, K> : PagedRows<A, K>;
export type MwRow<P extends ApiPath<'get', 'mw'>, K extends string> = RowsOf<ApiAnswer<P, 'get', 'mw'>, K>;
