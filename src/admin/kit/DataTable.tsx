import type { HTMLAttributes, ReactNode, TableHTMLAttributes } from 'react';
import { t } from '../i18n';
import { useConfirm } from './confirm';
import { PageSizeSelect, Pagination } from './Pagination';
import type { Column, Row } from './types';

export interface Paging {
  page: number;
  limit: number;
  pageSizes: readonly number[];
  total: number;
  totalPages: number;
  /** How many page numbers the pager shows around the current one (default the association's 3). */
  span?: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Row actions: edit, and delete after the confirmation text (the resource's, else the kit's). */
export interface RowActionProps<R> {
  onEdit?: (row: R) => void;
  onDelete?: (row: R) => void;
  confirmDelete?: (row: R) => string;
}

/** What both kit tables (DataTable, GridTable) draw: the columns over the rows, in the list frame. */
export interface TableProps<R> extends RowActionProps<R> {
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string | number;
  empty: string;
  loading?: boolean;
  paging?: Paging;
  /** Extra controls in the toolbar (filters). */
  toolbar?: ReactNode;
  /** Accessible name of the table. */
  caption: string;
}

interface Props<R> extends TableProps<R> {
  /** Test id of the table (each row carries `data-id` = its `rowKey`). */
  testId?: string;
}

/** A cell's text: the row's value at `key` ('' for none). */
export const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** What a column shows for a row: its `render`, else the text of the row's value at its `key`. */
export const cellOf = <R,>(col: Column<R>, row: R): ReactNode =>
  col.render ? col.render(row) : textOf(col.key ? (row as Row)[col.key] : '');

/** The generic paged table: toolbar (filters, page size, totals), rows with edit/delete, empty state, pagination. */
export function DataTable<R>({
  columns,
  rows,
  rowKey,
  empty,
  loading,
  paging,
  onEdit,
  onDelete,
  confirmDelete,
  toolbar,
  caption,
  testId,
}: Props<R>) {
  const actions = Boolean(onEdit || onDelete);
  return (
    <TableFrame
      frame={{ toolbar, paging, loading, empty: rows.length === 0 ? empty : null }}
      scroll={{ className: 'adm-table-scroll' }}
      table={{ className: 'adm-table', 'data-testid': testId }}
      caption={caption}
    >
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={c.numeric ? 'adm-num' : undefined}>
              {c.label}
            </th>
          ))}
          {actions && <th scope="col">{t('admin.kit.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-id={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.label} data-label={c.label} className={c.numeric ? 'adm-num' : undefined}>
                {cellOf(c, row)}
              </td>
            ))}
            {actions && (
              <td className="adm-actions" data-label={t('admin.kit.actions')}>
                <RowActions row={row} onEdit={onEdit} onDelete={onDelete} confirmDelete={confirmDelete} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

type FrameProps = Omit<Parameters<typeof ListFrame>[0], 'children'>;

/** A kit table in the list frame: its scroll box, the table, its caption for screen readers; `children` are the head and body. */
export function TableFrame({
  frame,
  scroll,
  table,
  caption,
  children,
}: {
  frame: FrameProps;
  scroll: HTMLAttributes<HTMLDivElement>;
  table: TableHTMLAttributes<HTMLTableElement> & { 'data-testid'?: string };
  caption: string;
  children: ReactNode;
}) {
  return (
    <ListFrame {...frame}>
      <div {...scroll}>
        <table {...table}>
          <caption className="adm-sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </ListFrame>
  );
}

/** A row's edit and delete buttons (delete after its confirmation text); `pressed` marks the row being edited. */
export function RowActions<R>({ row, onEdit, onDelete, confirmDelete, pressed }: RowActionProps<R> & { row: R; pressed?: boolean }) {
  const confirm = useConfirm();
  const askDelete = async () => {
    if (onDelete && (await confirm(confirmDelete ? confirmDelete(row) : t('admin.kit.delete')))) onDelete(row);
  };
  return (
    <>
      {onEdit && (
        <button type="button" className="adm-btn adm-btn--small" aria-pressed={pressed} onClick={() => onEdit(row)}>
          {t('admin.kit.edit')}
        </button>
      )}
      {onDelete && (
        <button type="button" className="adm-btn adm-btn--small adm-btn--danger" onClick={askDelete}>
          {t('admin.kit.delete')}
        </button>
      )}
    </>
  );
}

/**
 * The frame of every paged list (the table above, or a screen's own grid of cards): toolbar with the
 * filters, page size, 'Нийт: N' and 'x / y хуудас'; the empty text (when `empty` is given and nothing
 * is loading) or the list; the pager.
 */
export function ListFrame({
  toolbar,
  paging,
  loading,
  empty,
  children,
}: {
  toolbar?: ReactNode;
  paging?: Paging;
  loading?: boolean;
  /** The empty text, given when there are no rows. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <div className="adm-table-wrap" aria-busy={loading || undefined}>
      <div className="adm-toolbar">
        <div className="adm-toolbar__filters">{toolbar}</div>
        {paging && (
          <div className="adm-toolbar__paging">
            <PageSizeSelect value={paging.limit} choices={paging.pageSizes} onChange={paging.onLimit} />
            <span className="adm-muted" data-testid="total">
              {t('admin.kit.total', { total: paging.total })}
            </span>
            <span className="adm-muted">{t('admin.kit.pages', { page: paging.page, pages: Math.max(paging.totalPages, 1) })}</span>
          </div>
        )}
      </div>
      {empty !== null && !loading ? (
        <p className="adm-empty" role="status">
          {empty}
        </p>
      ) : (
        children
      )}
      {paging && paging.totalPages > 1 && (
        <Pagination page={paging.page} totalPages={paging.totalPages} span={paging.span} onPage={paging.onPage} />
      )}
    </div>
  );
}
