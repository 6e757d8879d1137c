import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiRequestError } from '@client/api-client';
import type { MainCategory } from '@shared/directory';
import type { Lang } from '@shared/lang';
import { waitMessageOf } from '@i18n/errors-text';
import { textsT } from '@i18n/island';
import {
  companyProblems,
  consultantProblems,
  DIRECTORY_REGISTRATION_MESSAGES,
  logoProblem,
  registrantProblems,
  type Problem,
} from '@shared/directory-registration-rules';
import {
  cleanCompany,
  cleanConsultant,
  cleanRegistrant,
  companyForm,
  dataUrlOf,
  DRAFT_KEY,
  DRAFT_LOGO_MAX_BYTES,
  emptyCompany,
  emptyConsultant,
  emptyDraft,
  fileOfDataUrl,
  loadDraft,
  registrantBody,
  saveDraft,
  type Draft,
  type OrgKind,
} from './draft';
import { fieldId, OrgForm, PUBLIC_SKIN, type RegisterTexts } from './OrgForm';
import { Done, ID, KindChoice, RegistrantStep, stepOfField, StepTabs, TermsStep, type Step } from './Steps';
import './wizard.css';
import { shownIn } from '@i18n/message-keys';
import type { Texts } from '@i18n/pick';

interface Props {
  lang: Lang;
  /** The form's strings and the registration rules' messages (`msg.directoryRegistration.`), picked by its page. */
  texts: RegisterTexts & Texts<'msg.directoryRegistration.'>;
  /** The main categories with their sub-categories, from the build (no call on load). */
  categories: MainCategory[];
  homeHref: string;
}

/**
 * The directory's registration wizard (spec §2, §4, §5, §8): 1 registrant, 2 organisation (company
 * or mining consultant), 3 terms; Next checks the step, earlier tabs can be jumped to, later ones
 * are disabled; Submit on step 3 posts one of the two calls; success page with 'Submit again'.
 * What was typed is kept in localStorage until submitted (a logo up to 1 MB with it).
 */
export default function RegisterWizard({ lang, texts, categories, homeHref }: Props) {
  const t = textsT(texts);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoNote, setLogoNote] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const loaded = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const focusNext = useRef<'heading' | string | null>(null);

  // the draft of an earlier visit (after the first render, so the server's HTML matches)
  useEffect(() => {
    const saved = loadDraft(window.localStorage);
    if (saved) {
      setDraft(saved);
      if (saved.logo) {
        const file = fileOfDataUrl(saved.logo);
        setLogo(file);
        if (!file) setLogoNote(texts['directory.register.logoAgain']);
      }
    }
    loaded.current = true;
  }, [texts]);
  useEffect(() => {
    if (loaded.current && !done) saveDraft(window.localStorage, draft);
  }, [draft, done]);

  // focus after a step change (the heading) or a refused step (the first field in error)
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') heading.current?.focus();
    else if (target) document.getElementById(fieldId(ID, target))?.focus();
  });
  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (failure && !d.open) d.showModal?.();
    if (!failure && d.open) d.close();
  }, [failure]);

  const update = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const clearError = (field: string) =>
    setErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });

  const subMain = (code: string) => {
    for (const m of categories) if (m.subCategories.some((s) => s.category_code === code)) return m.id;
    return undefined;
  };

  function problemsOf(step: Step): Problem[] {
    if (step === 1) return registrantProblems(cleanRegistrant(draft.registrant));
    if (step === 2) {
      if (draft.kind === 'company') return companyProblems(cleanCompany(draft.company), logoProblem(logo), subMain);
      if (draft.kind === 'consultant') return consultantProblems(cleanConsultant(draft.consultant));
      return [{ field: 'kind', message: t('directory.register.typeRequired') }];
    }
    return draft.terms ? [] : [{ field: 'terms', message: DIRECTORY_REGISTRATION_MESSAGES.terms }];
  }

  /** Shows a step's problems and moves focus to the first; true when there are none. */
  function check(step: Step): boolean {
    const problems = problemsOf(step);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, shownIn(texts)(p.message)])));
    if (problems.length) focusNext.current = problems[0].field;
    return problems.length === 0;
  }

  function go(step: Step) {
    setErrors({});
    focusNext.current = 'heading';
    update({ step });
  }

  function chooseKind(kind: OrgKind) {
    if (kind === draft.kind) return;
    // switching clears the other type's data
    setLogo(null);
    setLogoNote(undefined);
    setErrors({});
    update({ kind, company: emptyCompany(), consultant: emptyConsultant(), logo: null });
  }

  async function chooseLogo(file: File | null) {
    setLogo(file);
    setLogoNote(undefined);
    if (!file) return update({ logo: null });
    const dataUrl = file.size <= DRAFT_LOGO_MAX_BYTES && file.type.startsWith('image/') ? await dataUrlOf(file).catch(() => null) : null;
    update({ logo: { name: file.name, type: file.type, dataUrl } });
  }

  function startAgain() {
    window.localStorage.removeItem(DRAFT_KEY);
    setDraft(emptyDraft());
    setLogo(null);
    setLogoNote(undefined);
    setErrors({});
    setFailure(null);
    setDone(false);
    focusNext.current = 'heading';
  }

  /** The server's refusal of a field: its step shown with the messages of that step's fields, focus on the first. */
  function showRefused(field: string, message: string, issues: unknown) {
    const step = stepOfField(field);
    const all = Array.isArray(issues) ? (issues as { path?: unknown; message?: unknown }[]) : [];
    const messages = all.filter((i): i is { path: string; message: string } => typeof i.path === 'string' && typeof i.message === 'string');
    setErrors({
      ...Object.fromEntries(messages.filter((i) => stepOfField(i.path) === step).map((i) => [i.path, i.message])),
      [field]: message,
    });
    focusNext.current = field;
    update({ step });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (draft.step < 3) {
      if (check(draft.step)) go((draft.step + 1) as Step);
      return;
    }
    if (!check(3)) return;
    const kind = draft.kind;
    // neither a company nor a consultant: the generic error (spec §5)
    if (!kind) return setFailure(t('directory.register.errorNoData'));
    // an earlier step no longer valid (a large logo not kept over a reload): back there, its messages shown
    for (const s of [1, 2] as const)
      if (problemsOf(s).length) {
        update({ step: s });
        check(s);
        return;
      }
    setBusy(true);
    try {
      const registrant = registrantBody(draft.registrant, lang);
      if (kind === 'company') {
        await api.create('/insert/yellow-registration', companyForm(draft.company, logo!, registrant), 'yp');
      } else {
        await api.create('/insert/yellow-consultant', { ...cleanConsultant(draft.consultant), ...registrant }, 'yp');
      }
      window.localStorage.removeItem(DRAFT_KEY);
      setDone(true);
    } catch (err) {
      const known = err instanceof ApiRequestError && [400, 413, 415].includes(err.status);
      // a refused field (the logo's content, a name): back to its step, the messages under the fields
      if (known && err.field) return showRefused(err.field, err.message, err.body?.issues);
      setFailure(waitMessageOf(err, lang) ?? (known ? err.message : t('directory.register.errorGeneric')));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <Done texts={texts} heading={doneHeading} homeHref={homeHref} onAgain={startAgain} />;

  const titles: Record<Step, string> = {
    1: t('directory.register.step1'),
    2: t('directory.register.step2'),
    3: t('directory.register.step3'),
  };
  const step = draft.step;
  const stepProps = { texts, draft, errors, update, clearError };

  return (
    <form className="dreg" noValidate onSubmit={submit} aria-busy={busy}>
      <StepTabs texts={texts} titles={titles} step={step} busy={busy} onGo={go} />

      <section className="dreg-step" aria-labelledby="reg-step-title">
        <p className="dreg-step__of">{t('directory.register.stepOf', { n: step })}</p>
        <h2 id="reg-step-title" ref={heading} tabIndex={-1}>
          {titles[step]}
        </h2>

        {step === 1 && <RegistrantStep {...stepProps} />}

        {step === 2 && (
          <>
            <KindChoice texts={texts} draft={draft} errors={errors} onKind={chooseKind} />
            {draft.kind && (
              <OrgForm
                kind={draft.kind}
                company={draft.company}
                consultant={draft.consultant}
                onCompany={(company) => update({ company })}
                onConsultant={(consultant) => update({ consultant })}
                logo={logo}
                onLogo={(f) => void chooseLogo(f)}
                logoNote={logoNote}
                categories={categories}
                lang={lang}
                errors={errors}
                clearError={clearError}
                texts={texts}
                skin={PUBLIC_SKIN}
                idPrefix={ID}
              />
            )}
          </>
        )}

        {step === 3 && <TermsStep {...stepProps} />}
      </section>

      <div className="dreg-actions">
        {step > 1 && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => go((step - 1) as Step)}>
            {t('directory.register.back')}
          </button>
        )}
        <button type="submit" className="button" disabled={busy}>
          {step < 3 ? t('directory.register.next') : busy ? t('directory.register.sending') : t('directory.register.submit')}
        </button>
      </div>

      <dialog ref={dialog} className="dreg-dialog" aria-labelledby="reg-error-title" onClose={() => setFailure(null)}>
        <h2 id="reg-error-title">{t('directory.register.errorTitle')}</h2>
        <p role="alert">{failure}</p>
        <button type="button" className="button" onClick={() => setFailure(null)}>
          {t('directory.register.close')}
        </button>
      </dialog>
    </form>
  );
}
