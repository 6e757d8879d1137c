import { t } from '../../kit';

type Changes = Record<string, { before: unknown; after: unknown }>;

const shown = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** An entry's changed fields: their count, opening to a before/after table. */
export function ChangesCell({ changes }: { changes: Changes }) {
  const fields = Object.entries(changes);
  if (!fields.length) return <>—</>;
  return (
    <details className="audit-changes">
      <summary>{t('audit.changes.count', { n: fields.length })}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('audit.changes.field')}</th>
            <th scope="col">{t('audit.changes.before')}</th>
            <th scope="col">{t('audit.changes.after')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map(([field, { before, after }]) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              <td>{shown(before)}</td>
              <td>{shown(after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
