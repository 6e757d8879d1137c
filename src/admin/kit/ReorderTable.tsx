import { useEffect, useState, type ReactNode } from 'react';
import type { Column, Row } from './types';

export interface ReorderLabels {
  /** Column headers: the sequence before, the new one, the up/down buttons. */
  old: string;
  sequence: string;
  move: string;
  /** The buttons' accessible names are '{up} {position}' / '{down} {position}'. */
  up: string;
  down: string;
  save: string;
}

interface Props<R> {
  rows: R[];
  rowKey: (row: R) => string | number;
  /** The row's own columns (a thumbnail, a title), shown before the sequences. */
  columns: Column<R>[];
  caption: string;
  labels: ReorderLabels;
  /** Saves the new order (rows first to last); the table stays until the rows change. */
  onSave: (rows: R[]) => Promise<unknown>;
  testId?: string;
}

/**
 * Reorders a list with up and down buttons (the first cannot go up, the last cannot go down), the
 * old sequence beside the new one (numbered from 1), and a save button; a new `rows` starts over.
 */
export function ReorderTable<R>({ rows, rowKey, columns, caption, labels, onSave, testId }: Props<R>) {
  const [order, setOrder] = useState(() => rows.map((row, k) => ({ row, old: k + 1 })));
  useEffect(() => setOrder(rows.map((row, k) => ({ row, old: k + 1 }))), [rows]);
  const [saving, setSaving] = useState(false);
  const swap = (k: number, j: number) =>
    setOrder((o) => {
      const next = [...o];
      [next[k], next[j]] = [next[j], next[k]];
      return next;
    });
  const save = async () => {
    setSaving(true);
    try {
      await onSave(order.map((o) => o.row));
    } finally {
      setSaving(false);
    }
  };
  const cell = (c: Column<R>, row: R): ReactNode => (c.render ? c.render(row) : String((row as Row)[c.key ?? ''] ?? ''));
  const move = (label: string, k: number, to: number, disabled: boolean, arrow: string) => (
    <button
      type="button"
      className="adm-btn adm-btn--small"
      disabled={disabled}
      onClick={() => swap(k, to)}
      aria-label={`${label} ${k + 1}`}
    >
      {arrow}
    </button>
  );
  return (
    <>
      <table className="adm-table" data-testid={testId}>
        <caption className="adm-sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label}>{c.label}</th>
            ))}
            <th>{labels.old}</th>
            <th>{labels.sequence}</th>
            <th>{labels.move}</th>
          </tr>
        </thead>
        <tbody>
          {order.map(({ row, old }, k) => (
            <tr key={rowKey(row)} data-id={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.label}>{cell(c, row)}</td>
              ))}
              <td>{old}</td>
              <td>{k + 1}</td>
              <td>
                {move(labels.up, k, k - 1, k === 0, '↑')} {move(labels.down, k, k + 1, k === order.length - 1, '↓')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <button type="button" className="adm-btn adm-btn--primary" onClick={() => void save()} disabled={saving}>
          {labels.save}
        </button>
      </p>
    </>
  );
}
