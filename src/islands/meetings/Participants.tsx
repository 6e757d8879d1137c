import { useEffect, useState } from 'react';
import { useLoad } from '@ui/useData';
import { Pager, pagerLabels } from '@ui/Pager';
import type { Participant } from '@shared/meeting-booking';
import { href, paths } from '@lib/routes';
import { nameOf, participants } from './calls';
import type { Report } from './Notice';
import { textsT } from '@i18n/island';
import type { MeetingsProps } from './props';

/** The pager's window: the current page plus or minus 2 (event-and-directory.md, public lists). */
const PAGE_WINDOW = 5;

const TYPES = ['all', 'Exhibitor', 'Sponsor', 'Attendee'] as const;
/** Typing waits this long before it searches (one call per pause, not per key). */
const DEBOUNCE_MS = 300;

/**
 * The other participants: search by name, organisation, position or interest, type filter, paging;
 * each with their organisation and position, what they offer and look for, their directory
 * company's page; people sharing a category with the viewer first ("Suggested for you").
 * "Book a meeting" picks one.
 */
export function Participants({ p, report, onPick }: { p: MeetingsProps; report: Report; onPick: (who: Participant) => void }) {
  const { lang } = p;
  const t = textsT(p.texts);
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');
  const [type, setType] = useState<(typeof TYPES)[number]>('all');
  const [page, setPage] = useState(1);
  const { fail } = report;

  // a new search term, once typing pauses, starts again at page 1 (nothing to do while it is the one shown:
  // on arrival a timer would otherwise take a page turned within its delay back to page 1)
  useEffect(() => {
    const next = term.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setQuery(next);
      setPage(1);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, query]);

  // a later query wins over an earlier one still on its way (@ui/useData)
  const { data: list, error } = useLoad(
    () => participants({ term: query, type, page, limit: p.pageSize, lang }),
    JSON.stringify([query, type, page, p.pageSize, lang]),
  );
  useEffect(() => {
    if (error) fail(error);
  }, [error, fail]);

  return (
    <div className="mtg-people">
      <div className="mtg-filters">
        <div className="field mtg-filters__term">
          <label htmlFor="mtg-term">{t('meetings.booking.search')}</label>
          <input
            id="mtg-term"
            className="input"
            type="search"
            autoComplete="off"
            maxLength={100}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="mtg-type">{t('meetings.booking.typeFilter')}</label>
          <select
            id="mtg-type"
            className="select"
            value={type}
            onChange={(e) => {
              setType(e.target.value as (typeof TYPES)[number]);
              setPage(1);
            }}
          >
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`meetings.booking.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="mtg-total" aria-live="polite">
        {list ? t('meetings.booking.total', { n: list.total }) : t('meetings.booking.loading')}
      </p>
      {list && list.users.length === 0 && <p className="empty">{t('meetings.booking.noParticipants')}</p>}
      {list && list.users.length > 0 && (
        <ul className="mtg-people__list">
          {list.users.map((u) => {
            const name = nameOf(u, lang);
            const role = [u.organisation, u.position].filter(Boolean).join(' · ');
            const company = u.company ? (lang === 'en' ? u.company.name_en : u.company.name_mn) : '';
            return (
              <li key={u.id} className="mtg-person" data-testid="participant">
                <div className="mtg-person__id">
                  <p className="mtg-person__head">
                    <span className="mtg-person__name" lang={name.lang}>
                      {name.text}
                    </span>
                    <span className="badge">{t(`meetings.booking.type.${u.user_type}`)}</span>
                    {u.suggested && <span className="badge badge--copper mtg-suggested">{t('meetings.booking.suggested')}</span>}
                  </p>
                  {role && <p className="mtg-person__role">{role}</p>}
                  {u.offer && (
                    <p className="mtg-person__more">
                      <span className="mtg-person__label">{t('meetings.booking.offers')}:</span> {u.offer}
                    </p>
                  )}
                  {u.seek && (
                    <p className="mtg-person__more">
                      <span className="mtg-person__label">{t('meetings.booking.seeks')}:</span> {u.seek}
                    </p>
                  )}
                  {u.company && (
                    <a className="mtg-person__company" href={href(lang, paths.directoryCompany(u.company.id))}>
                      {t('meetings.booking.companyPage', { name: company })}
                    </a>
                  )}
                </div>
                <button
                  type="button"
                  className="button button--sm button--navy mtg-person__pick"
                  aria-label={`${t('meetings.booking.choose')}: ${name.text}${role ? ` (${role})` : ''}`}
                  onClick={() => onPick(u)}
                >
                  {t('meetings.booking.choose')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {list && <Pager current={page} total={list.totalPages} window={PAGE_WINDOW} labels={pagerLabels(p.texts)} onPage={setPage} />}
    </div>
  );
}
