import { useEffect, useMemo, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type FilterFn,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { t } from '../i18n';
import { cellOf, RowActions, TableFrame, textOf, type TableProps } from './DataTable';
import type { Column, Row } from './types';
import { useDebounced } from './SearchBox';

interface Props<R> extends TableProps<R> {
  /** The key of the row being edited: its edit button is pressed (an edit that toggles). */
  editing?: string | number | null;
  /** The scroll box's fixed height (default 60vh); the header stays on top while the rows scroll. */
  height?: string;
  /**
   * The column filters go to the server (a paged list, issue 26): called with `{ [column key]: text }`
   * (empty filters left out) once typing pauses; the loaded rows are then shown as they come.
   * Without it the filters narrow the loaded rows only.
   */
  onFilters?: (filters: Record<string, string>) => void;
}

const fold = (s: string) => s.toLocaleLowerCase('mn');

/** Case-insensitive "contains" over the shown text. */
const contains: FilterFn<unknown> = (row, id, filter: string) => fold(textOf(row.getValue(id))).includes(fold(filter.trim()));
/** Mongolian and English names alike, numbers by value ("9" before "10"). */
const byText: SortingFn<unknown> = (a, b, id) =>
  textOf(a.getValue(id)).localeCompare(textOf(b.getValue(id)), 'mn', { numeric: true, sensitivity: 'base' });

const columnId = <R,>(c: Column<R>) => c.key ?? c.label;

/**
 * The kit's table for a loaded page that the admin works on (spec: the meeting users): a fixed-height
 * box that scrolls under a sticky header, sorting by a header click (ascending, descending, none;
 * `aria-sort`), a filter input per column over the loaded rows, and column moves by dragging a header
 * onto another or with each header's move-left/move-right buttons (the order lives as long as the
 * table). Paging, totals and the toolbar are the kit's `ListFrame`; sorting orders the loaded page;
 * the filters go to the server when `onFilters` is given (a paged list: the whole list is searched),
 * else they narrow the loaded rows. Built on @tanstack/react-table (headless: the markup and look are the kit's).
 */
export function GridTable<R>({
  columns,
  rows,
  rowKey,
  empty,
  loading,
  paging,
  toolbar,
  caption,
  onEdit,
  onDelete,
  confirmDelete,
  editing,
  height = '60vh',
  onFilters,
}: Props<R>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const settled = useDebounced(columnFilters);
  const sentFilters = useRef('{}');
  useEffect(() => {
    if (!onFilters) return;
    const filters = Object.fromEntries(settled.map((f) => [f.id, String(f.value ?? '').trim()]).filter(([, v]) => v));
    const key = JSON.stringify(filters);
    if (key === sentFilters.current) return;
    sentFilters.current = key;
    onFilters(filters);
  }, [settled, onFilters]);
  const [columnOrder, setColumnOrder] = useState<string[]>(() => columns.map(columnId));
  const [dragged, setDragged] = useState<string | null>(null);

  const defs = useMemo<ColumnDef<R>[]>(
    () =>
      columns.map((c) => ({
        id: columnId(c),
        header: c.label,
        accessorFn: (row: R) => (c.key ? textOf((row as Row)[c.key]) : ''),
        cell: ({ row }) => cellOf(c, row.original),
        enableSorting: Boolean(c.key),
        enableColumnFilter: Boolean(c.key),
        sortingFn: byText as SortingFn<R>,
        filterFn: contains as FilterFn<R>,
        sortDescFirst: false,
        meta: { numeric: c.numeric },
      })),
    [columns],
  );

  const table = useReactTable({
    data: rows,
    columns: defs,
    state: { sorting, columnFilters, columnOrder },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onColumnOrderChange: setColumnOrder,
    getRowId: (row) => String(rowKey(row)),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    manualFiltering: Boolean(onFilters),
    enableMultiSort: false,
  });

  const order = table.getState().columnOrder;
  const move = (id: string, to: number) => {
    const next = order.filter((c) => c !== id);
    next.splice(Math.max(0, Math.min(to, next.length)), 0, id);
    setColumnOrder(next);
  };
  const drop = (target: string) => (e: DragEvent) => {
    e.preventDefault();
    const id = dragged ?? e.dataTransfer.getData('text/plain');
    setDragged(null);
    if (id && id !== target && order.includes(id)) move(id, order.indexOf(target));
  };

  const actions = Boolean(onEdit || onDelete);
  const shown = table.getRowModel().rows;
  const width = table.getVisibleLeafColumns().length + (actions ? 1 : 0);

  return (
    <TableFrame
      frame={{ toolbar, paging, loading, empty: null }}
      scroll={{ className: 'adm-gridtable-scroll', style: { height } as CSSProperties, tabIndex: 0, role: 'region', 'aria-label': caption }}
      table={{ className: 'adm-gridtable' }}
      caption={caption}
    >
      <thead>
        <tr>
          {actions && (
            <th scope="col" className="adm-gridtable__actions-head">
              {t('admin.kit.actions')}
            </th>
          )}
          {table.getHeaderGroups()[0].headers.map((header, index, all) => {
            const col = header.column;
            const label = String(col.columnDef.header);
            const sorted = col.getIsSorted();
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : col.getCanSort() ? 'none' : undefined}
                className={dragged && dragged !== col.id ? 'adm-gridtable__drop' : undefined}
                onDragOver={(e) => dragged && e.preventDefault()}
                onDrop={drop(col.id)}
                data-column={col.id}
              >
                <div
                  className="adm-gridtable__head"
                  draggable
                  onDragStart={(e) => {
                    e.dataTransfer.setData('text/plain', col.id);
                    e.dataTransfer.effectAllowed = 'move';
                    setDragged(col.id);
                  }}
                  onDragEnd={() => setDragged(null)}
                >
                  {col.getCanSort() ? (
                    <button type="button" className="adm-gridtable__sort" onClick={col.getToggleSortingHandler()}>
                      {label}
                      <span aria-hidden="true" className="adm-gridtable__arrow">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    <span>{label}</span>
                  )}
                  <span className="adm-gridtable__move">
                    <button
                      type="button"
                      aria-label={t('admin.kit.grid.moveLeft', { column: label })}
                      title={t('admin.kit.grid.moveLeft', { column: label })}
                      disabled={index === 0}
                      onClick={() => move(col.id, index - 1)}
                    >
                      ‹
                    </button>
                    <button
                      type="button"
                      aria-label={t('admin.kit.grid.moveRight', { column: label })}
                      title={t('admin.kit.grid.moveRight', { column: label })}
                      disabled={index === all.length - 1}
                      onClick={() => move(col.id, index + 1)}
                    >
                      ›
                    </button>
                  </span>
                </div>
                {col.getCanFilter() && (
                  <input
                    type="search"
                    className="adm-gridtable__filter"
                    aria-label={t('admin.kit.grid.filter', { column: label })}
                    placeholder={t('admin.kit.grid.filterPlaceholder')}
                    maxLength={100}
                    value={(col.getFilterValue() as string | undefined) ?? ''}
                    onChange={(e) => col.setFilterValue(e.target.value || undefined)}
                  />
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <tr>
            <td colSpan={width}>
              <div className="adm-loading" role="status">
                <span className="adm-spinner" aria-hidden="true" />
                {t('admin.loading')}
              </div>
            </td>
          </tr>
        ) : shown.length === 0 ? (
          <tr>
            <td colSpan={width} className="adm-empty" role="status">
              {empty}
            </td>
          </tr>
        ) : (
          shown.map((row) => {
            const current = editing !== null && editing !== undefined && row.id === String(editing);
            return (
              <tr key={row.id} className={current ? 'adm-gridtable__current' : undefined}>
                {actions && (
                  <td className="adm-actions">
                    <RowActions
                      row={row.original}
                      onEdit={onEdit}
                      onDelete={onDelete}
                      confirmDelete={confirmDelete}
                      pressed={editing === undefined ? undefined : current}
                    />
                  </td>
                )}
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={(cell.column.columnDef.meta as { numeric?: boolean })?.numeric ? 'adm-num' : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })
        )}
      </tbody>
    </TableFrame>
  );
}
