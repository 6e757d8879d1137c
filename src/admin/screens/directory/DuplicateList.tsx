import { href, paths } from '@lib/routes';
import { CONSULTANT_CODE } from '@shared/directory';
import type { DirectoryDuplicate } from '@shared/directory-admin';
import { t } from '@admin/kit';

export type ReviewKind = 'company' | 'person';

/** The entry's public page: a published company's own page, a published consultant's list. */
const publicPage = (kind: ReviewKind, d: DirectoryDuplicate) =>
  href('mn', kind === 'company' ? paths.directoryCompany(d.id) : paths.directoryCategory(CONSULTANT_CODE));

const stateOf = (d: DirectoryDuplicate) =>
  t(d.waiting ? 'directory.admin.entry.waiting' : d.approval ? 'directory.admin.entry.published' : 'directory.admin.entry.hidden');

/**
 * The entries a request may repeat (issue 25): each with why (same registration number, similar
 * name), its state, and links to it: the public page of a published one, the record (`onOpen`, companies).
 */
export function DuplicateList({
  kind,
  duplicates,
  onOpen,
}: {
  kind: ReviewKind;
  duplicates: DirectoryDuplicate[];
  onOpen?: (id: number) => void;
}) {
  return (
    <ul className="yp-duplicates" data-testid="duplicates">
      {duplicates.map((d) => (
        <li key={d.id}>
          <strong>{d.name_mn}</strong> / {d.name_en}
          {d.registration_number && ` · ${t('directory.admin.registrationNumber')}: ${d.registration_number}`}
          <span className="adm-muted">
            {' '}
            ({d.reasons.map((r) => t(`directory.admin.duplicateBy.${r}`)).join(', ')}; {stateOf(d)})
          </span>{' '}
          {onOpen && (
            <button
              type="button"
              className="adm-btn adm-btn--small adm-btn--ghost"
              aria-label={`${t('directory.admin.detail')}: ${d.name_mn}`}
              onClick={() => onOpen(d.id)}
            >
              {t('directory.admin.detail')}
            </button>
          )}{' '}
          {d.approval && !d.waiting && (
            <a href={publicPage(kind, d)} target="_blank" rel="noopener" aria-label={`${t('directory.admin.publicPage')}: ${d.name_mn}`}>
              {t('directory.admin.publicPage')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The warning above a request: the heading and the list (nothing when there is no duplicate). */
export function DuplicateWarning(props: Parameters<typeof DuplicateList>[0]) {
  if (!props.duplicates.length) return null;
  return (
    <section className="yp-warning" aria-label={t('directory.admin.duplicates')}>
      <h3>⚠ {t('directory.admin.duplicates')}</h3>
      <DuplicateList {...props} />
    </section>
  );
}
