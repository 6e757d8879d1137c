import type { ReactNode } from 'react';
import type { Query } from '@client/api-client';
import { DataTable } from './DataTable';
import type { Filters } from './ListFormScreen';
import { useListPage, type ListResource } from './paging';
import { ScreenHeader } from './ScreenHeader';
import type { Row } from './types';

export type { ListResource } from './paging';

/** What the screen's own controls get: the filter query (setting it returns to page 1) and the list's load error. */
export interface ListControls extends Filters {
  error: Error | null;
}

interface Props<R> {
  resource: ListResource<R>;
  /** The screen title (h1) and, unless `caption` is given, the table's accessible name. */
  title: string;
  caption?: string;
  /** Buttons of the title row (e.g. a search toggle). */
  actions?: (c: ListControls) => ReactNode;
  /** Between the title row and the table (e.g. a search form card). */
  above?: (c: ListControls) => ReactNode;
  /** Filter controls in the table's toolbar. */
  toolbar?: (c: ListControls) => ReactNode;
  /** Filter values the list starts with (they go into the list query). */
  initialQuery?: Query;
  /** Marks the table busy on every fetch (default: only while nothing has been loaded yet). */
  busyWhileFetching?: boolean;
  /** After the table (a details overlay). */
  children?: ReactNode;
  /** Row buttons (the table's 'Засах' / 'Устгах'; a delete asks `confirmDelete` first). */
  onEdit?: (row: R) => void;
  onDelete?: (row: R) => void;
  confirmDelete?: (row: R) => string;
}

/**
 * A read-only paged list screen: title row, optional filters (toolbar or a card above the table),
 * page/limit state (a new page size or new filter values go back to page 1), page-size select,
 * 'Нийт: N', 'x / y хуудас', pagination, busy state and empty text. Rows come from
 * `resource.list.path` (answer key `resource.list.key`, with `total` and `totalPages`).
 */
export function PagedList<R>({
  resource,
  title,
  caption,
  actions,
  above,
  toolbar,
  initialQuery,
  busyWhileFetching,
  children,
  onEdit,
  onDelete,
  confirmDelete,
}: Props<R>) {
  const { list, query, setQuery, paging } = useListPage(resource, initialQuery);
  const controls: ListControls = { query, setQuery, error: list.error };
  const rows = list.data?.rows ?? [];
  const idKey = resource.idKey ?? 'id';

  return (
    <>
      <ScreenHeader title={title} actions={actions?.(controls)} />
      {above?.(controls)}
      <DataTable<R>
        caption={caption ?? title}
        columns={resource.columns}
        rows={rows}
        rowKey={(row) => (row as Row)[idKey] as string | number}
        empty={resource.empty}
        loading={busyWhileFetching ? list.isFetching : list.isLoading}
        toolbar={toolbar?.(controls)}
        paging={paging}
        onEdit={onEdit}
        onDelete={onDelete}
        confirmDelete={confirmDelete}
      />
      {children}
    </>
  );
}
