import { t } from '@admin/kit';

type Changes = Record<string, { before: unknown; after: unknown }>;

// an empty text shows as "" so that it differs from no value (—)
const shown = (v: unknown) => (v === null || v === undefined ? '—' : v === '' ? '""' : typeof v === 'string' ? v : JSON.stringify(v));

/** An entry's changed fields: their count, opening to each field's before and after (a list, so it also reads as a card on a phone). */
export function ChangesCell({ changes }: { changes: Changes }) {
  const fields = Object.entries(changes);
  if (!fields.length) return <>—</>;
  return (
    <details className="audit-changes">
      <summary>{t('audit.changes.count', { n: fields.length })}</summary>
      <dl>
        {fields.map(([field, { before, after }]) => (
          <div key={field} className="audit-change" data-field={field}>
            <dt>{field}</dt>
            <dd>
              <span className="audit-label">{t('audit.changes.before')}:</span> <del>{shown(before)}</del>
            </dd>
            <dd>
              <span className="audit-label">{t('audit.changes.after')}:</span> <ins>{shown(after)}</ins>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
