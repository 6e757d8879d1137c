import type { Ref } from 'react';
import { textsT } from '@i18n/island';
import { REGISTRANT_FIELDS, type RegistrantField } from '@shared/directory-registration-rules';
import type { Draft, OrgKind } from './draft';
import { fieldId, type RegisterTexts } from './Field';

/** The wizard's element id prefix (`reg-registrantName`, `reg-kind` …). */
export const ID = 'reg';
export const STEPS = [1, 2, 3] as const;
export type Step = (typeof STEPS)[number];

/** The step a field of the request is on (`registrantEmail` 1, `logo`, `emails.1` 2, `terms` 3). */
export const stepOfField = (field: string): Step =>
  (REGISTRANT_FIELDS as readonly string[]).includes(field) ? 1 : field === 'terms' ? 3 : 2;

/** What every step is given: the draft and its messages. */
interface StepProps {
  texts: RegisterTexts;
  draft: Draft;
  errors: Record<string, string>;
  update: (change: Partial<Draft>) => void;
  clearError: (field: string) => void;
}

/** The step tabs: earlier ones can be jumped to, later ones are disabled. */
export function StepTabs(p: { texts: RegisterTexts; titles: Record<Step, string>; step: Step; busy: boolean; onGo: (step: Step) => void }) {
  const t = textsT(p.texts);
  return (
    <nav aria-label={t('directory.register.stepsLabel')}>
      <ol className="dreg-tabs">
        {STEPS.map((s) => (
          <li key={s}>
            <button
              type="button"
              className="dreg-tab"
              aria-current={s === p.step ? 'step' : undefined}
              disabled={s > p.step || p.busy}
              onClick={() => s < p.step && p.onGo(s)}
            >
              <span className="dreg-tab__n" aria-hidden="true">
                {s}
              </span>
              {p.titles[s]}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const INPUT: Record<RegistrantField, { type: string; autoComplete: string }> = {
  registrantName: { type: 'text', autoComplete: 'name' },
  registrantPosition: { type: 'text', autoComplete: 'organization-title' },
  registrantEmail: { type: 'email', autoComplete: 'email' },
  registrantPhone: { type: 'tel', autoComplete: 'tel' },
};

/** Step 1: who registers. */
export function RegistrantStep({ texts, draft, errors, update, clearError }: StepProps) {
  const t = textsT(texts);
  const reg = draft.registrant;
  return (
    <>
      <p className="hint">{t('directory.register.requiredNote')}</p>
      <div className="dreg-grid">
        {REGISTRANT_FIELDS.map((f) => {
          const err = errors[f];
          return (
            <div className="field" key={f}>
              <label htmlFor={fieldId(ID, f)}>{t(`directory.register.${f}`)} *</label>
              <input
                id={fieldId(ID, f)}
                className="input"
                {...INPUT[f]}
                value={reg[f]}
                aria-invalid={err ? true : undefined}
                aria-describedby={err ? `${fieldId(ID, f)}-error` : undefined}
                onChange={(e) => {
                  update({ registrant: { ...reg, [f]: e.target.value } });
                  clearError(f);
                }}
              />
              {err && (
                <p id={`${fieldId(ID, f)}-error`} className="error" data-testid={`error-${f}`}>
                  {err}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <p className="hint">{t('directory.register.draftNote')}</p>
    </>
  );
}

/** Step 2's first question: a company or a mining consultant. */
export function KindChoice({
  texts,
  draft,
  errors,
  onKind,
}: Omit<StepProps, 'update' | 'clearError'> & { onKind: (kind: OrgKind) => void }) {
  const t = textsT(texts);
  return (
    <fieldset className="dreg-fieldset dreg-kind" aria-describedby={errors.kind ? 'reg-kind-error' : 'reg-kind-note'}>
      <legend className="dreg-legend">{t('directory.register.type')} *</legend>
      {(['company', 'consultant'] as const).map((k, i) => (
        <label key={k} className="check dreg-choice">
          <input
            type="radio"
            name="kind"
            id={i === 0 ? fieldId(ID, 'kind') : undefined}
            checked={draft.kind === k}
            aria-invalid={errors.kind ? true : undefined}
            onChange={() => onKind(k)}
          />
          {t(k === 'company' ? 'directory.register.typeCompany' : 'directory.register.typeConsultant')}
        </label>
      ))}
      <p id="reg-kind-note" className="hint">
        {t('directory.register.typeSwitchNote')}
      </p>
      {errors.kind && (
        <p id="reg-kind-error" className="error" data-testid="error-kind">
          {errors.kind}
        </p>
      )}
    </fieldset>
  );
}

/** Step 3: the terms and their checkbox. */
export function TermsStep({ texts, draft, errors, update, clearError }: StepProps) {
  const t = textsT(texts);
  return (
    <>
      <div className="dreg-terms" tabIndex={0} role="region" aria-label={t('directory.register.step3')}>
        <p>{t('directory.register.terms1')}</p>
        <p>{t('directory.register.terms2')}</p>
        <p>{t('directory.register.terms3')}</p>
        <p>{t('directory.register.terms4')}</p>
      </div>
      <label className={`check dreg-accept${errors.terms !== undefined ? ' dreg-accept--invalid' : ''}`} data-testid="terms-box">
        <input
          type="checkbox"
          id={fieldId(ID, 'terms')}
          checked={draft.terms}
          aria-invalid={errors.terms !== undefined ? true : undefined}
          aria-describedby={errors.terms ? 'reg-terms-error' : undefined}
          required
          onChange={(e) => {
            update({ terms: e.target.checked });
            clearError('terms');
          }}
        />
        {t('directory.register.termsAccept')} *
      </label>
      {errors.terms && (
        <p id="reg-terms-error" className="error" data-testid="error-terms">
          {errors.terms}
        </p>
      )}
    </>
  );
}

/** After a successful submit: thanks, 'Submit again' and the way home. */
export function Done(p: { texts: RegisterTexts; heading: Ref<HTMLHeadingElement>; homeHref: string; onAgain: () => void }) {
  const t = textsT(p.texts);
  return (
    <section className="dreg dreg--done" aria-labelledby="reg-done-title">
      <h2 id="reg-done-title" ref={p.heading} tabIndex={-1}>
        {t('directory.register.successTitle')}
      </h2>
      <p className="alert alert--success" role="status">
        {t('directory.register.success')}
      </p>
      <p>{t('directory.register.successNote')}</p>
      <div className="dreg-actions">
        <button type="button" className="button" onClick={p.onAgain}>
          {t('directory.register.again')}
        </button>
        <a className="button button--ghost" href={p.homeHref}>
          {t('directory.register.home')}
        </a>
      </div>
    </section>
  );
}
