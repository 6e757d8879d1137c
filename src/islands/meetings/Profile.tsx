import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ApiRequestError } from '@client/api-client';
import { textsT } from '@i18n/island';
import type { DirectoryCompanyRef, MeetingProfile, ProfileCategory } from '@shared/meeting-booking';
import { findCompanies, messageOf, myProfile, saveProfile } from './calls';
import type { Report } from './Notice';
import type { MeetingsProps } from './props';

/** Typing in the company search waits this long before it asks (one call per pause). */
const DEBOUNCE_MS = 300;
type TextField = 'organisation' | 'position' | 'offer' | 'seek';

/**
 * The signed-in user's own profile (issue 26 §8): organisation, position, what they offer and look
 * for, directory categories (people sharing one are suggested to each other) and their company in
 * the directory, chosen by name among the approved ones (its /yp page is linked from the list).
 */
export function Profile({ p, report }: { p: MeetingsProps; report: Report }) {
  const t = textsT(p.texts);
  const { lang } = p;
  const [form, setForm] = useState<MeetingProfile | null>(null);
  const [categories, setCategories] = useState<ProfileCategory[]>([]);
  const [busy, setBusy] = useState(false);
  /** The field the API refused and why, shown under it (the page's notice says it too). */
  const [refused, setRefused] = useState<{ field: string; message: string } | null>(null);
  const invalid = refused?.field ?? '';
  const { fail, ok } = report;

  useEffect(() => {
    myProfile().then(
      (res) => {
        setForm(res.profile);
        setCategories(res.categories);
      },
      (err) => fail(err),
    );
  }, [fail]);

  if (!form) return <p className="mtg-total">{t('meetings.booking.loading')}</p>;
  const max = p.profileLimits;
  const set = (patch: Partial<MeetingProfile>) => setForm({ ...form, ...patch });
  const toggle = (code: string, on: boolean) =>
    set({ category_codes: on ? [...form.category_codes, code] : form.category_codes.filter((c) => c !== code) });
  const full = form.category_codes.length >= max.categories;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setRefused(null);
    try {
      const { company, ...rest } = form;
      const res = await saveProfile({ ...rest, company_id: company?.id ?? null });
      setForm(res.profile);
      ok(res.message);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 400 && err.field) {
        const field = err.field.split('.')[0];
        setRefused({ field, message: messageOf(err, t('meetings.booking.error'), p.messages, lang) });
        // the refused field takes the focus (on a phone the page's notice is far above the button)
        document.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
      }
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: string) =>
    invalid === field ? (
      <p className="error" id={`mtg-profile-${field}-error`}>
        {refused?.message}
      </p>
    ) : null;
  const text = (field: TextField, long: boolean) => {
    const id = `mtg-profile-${field}`;
    const wrong = invalid === field;
    const common = {
      id,
      'data-field': field,
      value: form[field],
      maxLength: max[field],
      'aria-invalid': wrong ? true : undefined,
      onChange: (e: { target: { value: string } }) => set({ [field]: e.target.value }),
    };
    return (
      <div className={`field${long ? ' field--wide' : ''}`}>
        <label htmlFor={id}>{t(`meetings.booking.profile.${field}`)}</label>
        {long ? (
          <>
            <textarea className="textarea" rows={3} aria-describedby={wrong ? `${id}-count ${id}-error` : `${id}-count`} {...common} />
            <p className="hint" id={`${id}-count`}>
              {t('meetings.booking.counter', { n: form[field].length, max: max[field] })}
            </p>
          </>
        ) : (
          <input
            className="input"
            type="text"
            autoComplete={field === 'organisation' ? 'organization' : 'organization-title'}
            {...common}
          />
        )}
      </div>
    );
  };

  return (
    <form className="mtg-profile" onSubmit={submit} noValidate>
      <p className="mtg-profile__intro">{t('meetings.booking.profile.intro')}</p>
      <div className="form-grid">
        {text('organisation', false)}
        {text('position', false)}
        {text('offer', true)}
        {text('seek', true)}
      </div>
      <fieldset
        className="mtg-profile__cats"
        data-field="category_codes"
        tabIndex={-1}
        aria-invalid={invalid === 'category_codes' ? true : undefined}
        aria-describedby={invalid === 'category_codes' ? 'mtg-profile-category_codes-error' : undefined}
      >
        <legend>{t('meetings.booking.profile.categories')}</legend>
        <p className="hint">{t('meetings.booking.profile.categoriesHint', { max: max.categories })}</p>
        {errorOf('category_codes')}
        <div className="mtg-profile__catlist">
          {categories.map((c) => {
            const on = form.category_codes.includes(c.code);
            return (
              <label key={c.code} className="mtg-profile__cat">
                <input type="checkbox" checked={on} disabled={!on && full} onChange={(e) => toggle(c.code, e.target.checked)} />
                {lang === 'en' ? c.name_en : c.name_mn}
              </label>
            );
          })}
        </div>
      </fieldset>
      <CompanyPicker p={p} company={form.company} error={errorOf('company_id')} onChange={(company) => set({ company })} />
      <button type="submit" className="button" disabled={busy}>
        {t('meetings.booking.profile.save')}
      </button>
    </form>
  );
}

/** The directory company: the chosen one (with a way to remove it), or a search among the approved companies by name. */
function CompanyPicker({
  p,
  company,
  error,
  onChange,
}: {
  p: MeetingsProps;
  company: DirectoryCompanyRef | null;
  /** The API's refusal of the chosen company, or null. */
  error: ReactNode;
  onChange: (c: DirectoryCompanyRef | null) => void;
}) {
  const t = textsT(p.texts);
  const nameOf = (c: DirectoryCompanyRef) => (p.lang === 'en' ? c.name_en : c.name_mn);
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<DirectoryCompanyRef[] | null>(null);

  useEffect(() => {
    const q = term.trim();
    if (!q) {
      setFound(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      findCompanies(q).then(
        (res) => live && setFound(res.companies),
        () => live && setFound([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term]);

  return (
    <fieldset
      className="mtg-profile__company"
      data-field="company_id"
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'mtg-profile-company_id-error' : undefined}
    >
      <legend>{t('meetings.booking.profile.company')}</legend>
      <p className="hint">{t('meetings.booking.profile.companyHint')}</p>
      {error}
      <label className="mtg-profile__cat">
        <input type="radio" name="mtg-company" checked={!company} onChange={() => onChange(null)} />
        {t('meetings.booking.profile.companyNone')}
      </label>
      {company && (
        <label className="mtg-profile__cat">
          <input type="radio" name="mtg-company" checked onChange={() => undefined} />
          {nameOf(company)}
        </label>
      )}
      <div className="field">
        <label htmlFor="mtg-company-term">{t('meetings.booking.profile.companySearch')}</label>
        <input
          id="mtg-company-term"
          className="input"
          type="search"
          autoComplete="off"
          maxLength={100}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      {found && found.length === 0 && <p className="hint">{t('meetings.booking.profile.companyNoMatch')}</p>}
      {found &&
        found
          .filter((c) => c.id !== company?.id)
          .map((c) => (
            <label key={c.id} className="mtg-profile__cat">
              <input
                type="radio"
                name="mtg-company"
                checked={false}
                onChange={() => {
                  onChange(c);
                  setTerm('');
                }}
              />
              {nameOf(c)}
            </label>
          ))}
    </fieldset>
  );
}
