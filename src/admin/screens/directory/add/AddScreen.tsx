import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiRequestError } from '@client/api-client';
import { ScreenHeader, shown, t, useApiGet, useToast } from '@admin/kit';
import { cleanCompany, cleanConsultant, companyForm, emptyCompany, emptyConsultant, type OrgKind } from '@islands/directory/register/draft';
import { fieldId, OrgForm, type Skin } from '@islands/directory/register/OrgForm';
import { omitTexts, pickTexts } from '@i18n/pick';
import {
  companyProblems,
  consultantProblems,
  logoProblem,
  type CompanyValues,
  type ConsultantValues,
} from '@shared/directory-registration-rules';

const ID = 'yadd';
const ADMIN_SKIN: Skin = {
  grid: 'adm-grid',
  field: 'adm-field',
  wide: 'adm-field--wide',
  label: 'adm-field__label',
  input: '',
  select: '',
  textarea: '',
  error: 'adm-field__error',
  hint: 'adm-field__help',
  fieldset: 'adm-fieldset',
  legend: '',
  row: 'yadd-row',
  button: 'adm-btn adm-btn--ghost adm-btn--small',
  remove: 'adm-btn adm-btn--danger adm-btn--small',
  file: 'adm-file-pick',
};
const texts = omitTexts(pickTexts('mn', 'directory.register.'), 'directory.register.admin.');

/** The first problem in the spec's order (§5 Directory admin), as its field and Mongolian alert. */
function companyAlert(c: CompanyValues, logo: File | null): [string, string] | null {
  const row = c.categories.findIndex((r) => !r.mainCategory || !r.subCategory);
  if (row >= 0)
    return [
      `categories.${row}.${c.categories[row].mainCategory ? 'subCategory' : 'mainCategory'}`,
      t('directory.register.admin.selectSub'),
    ];
  if (!logo) return ['logo', t('directory.register.admin.logo')];
  if (!c.nameMn) return ['nameMn', t('directory.register.admin.nameMn')];
  if (!c.nameEn) return ['nameEn', t('directory.register.admin.nameEn')];
  if (!c.registrationNumber) return ['registrationNumber', t('directory.register.admin.registrationNumber')];
  return null;
}
function consultantAlert(c: ConsultantValues): [string, string] | null {
  for (const f of ['nameMn', 'nameEn', 'professionMn', 'professionEn', 'phone'] as const)
    if (!c[f]) return [f, t(`directory.register.admin.${f}`)];
  return null;
}

/**
 * /admin/yellow/add: a company (tab 1) or a consultant (tab 2) added directly, approved at once,
 * through the wizard's two calls with `approval: true` and the wizard's organisation form.
 */
export default function AddScreen() {
  const toast = useToast();
  const [kind, setKind] = useState<OrgKind>('company');
  const [company, setCompany] = useState(emptyCompany);
  const [consultant, setConsultant] = useState(emptyConsultant);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const focus = useRef<string | null>(null);
  const categories = useApiGet('/get/all-categories', { lang: 'mn' }, { site: 'yp' });

  useEffect(() => {
    if (focus.current) document.getElementById(fieldId(ID, focus.current))?.focus();
    focus.current = null;
  });

  const reset = () => {
    setCompany(emptyCompany());
    setConsultant(emptyConsultant());
    setLogo(null);
    setErrors({});
  };
  const clearError = (field: string) =>
    setErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const alert = kind === 'company' ? companyAlert(cleanCompany(company), logo) : consultantAlert(cleanConsultant(consultant));
    if (alert) {
      setErrors({ [alert[0]]: alert[1] });
      focus.current = alert[0];
      toast.error(alert[1]);
      return;
    }
    // then the wizard's own rules (formats, lengths), each said under its field, before anything is sent
    const problems =
      kind === 'company' ? companyProblems(cleanCompany(company), logoProblem(logo)) : consultantProblems(cleanConsultant(consultant));
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, shown(p.message)])));
      focus.current = problems[0].field;
      toast.error(t('directory.register.admin.failed'), 5000);
      return;
    }
    setBusy(true);
    try {
      if (kind === 'company')
        await api.post('/insert/yellow-registration', companyForm(company, logo!, { approval: 'true', lang: 'mn' }), 'yp');
      else await api.post('/insert/yellow-consultant', { ...cleanConsultant(consultant), approval: true, lang: 'mn' }, 'yp');
      toast.success(t('directory.register.admin.added'));
      reset();
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 400 && err.field) setErrors({ [err.field]: err.message });
      toast.error(t('directory.register.admin.failed'), 5000);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="adm-screen">
      <ScreenHeader title={t('directory.register.admin.title')} />
      <div className="yadd-tabs" role="group" aria-label={t('directory.register.admin.tabs')}>
        {(['company', 'consultant'] as const).map((k, i) => (
          <button
            key={k}
            type="button"
            className={`adm-btn ${kind === k ? 'adm-btn--primary' : 'adm-btn--ghost'}`}
            aria-pressed={kind === k}
            onClick={() => {
              setKind(k);
              reset();
            }}
          >
            {i + 1}. {t(k === 'company' ? 'directory.register.admin.tabCompany' : 'directory.register.admin.tabConsultant')}
          </button>
        ))}
      </div>
      <form className="adm-card adm-form" noValidate onSubmit={submit} aria-busy={busy} data-testid="yellow-add-form">
        <p className="adm-field__help">{t('directory.register.admin.note')}</p>
        <OrgForm
          kind={kind}
          company={company}
          consultant={consultant}
          onCompany={setCompany}
          onConsultant={setConsultant}
          logo={logo}
          onLogo={setLogo}
          logoHint={t('directory.register.admin.logoHint')}
          categories={categories.data?.categories ?? []}
          lang="mn"
          errors={errors}
          clearError={clearError}
          texts={texts}
          skin={ADMIN_SKIN}
          idPrefix={ID}
        />
        <div className="adm-form__actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={reset} disabled={busy}>
            {t('directory.register.admin.clear')}
          </button>
          <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
            {busy ? t('directory.register.admin.adding') : t('directory.register.admin.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
