import { t, type Lang } from '@i18n';
import { REGISTRATION_FIELDS, type RegistrationField } from '@shared/event-registration-rules';

/** The strings of the registration island, resolved at build time (only these ship to the browser). */
export interface RegisterText {
  labels: Record<RegistrationField, string>;
  submit: string;
  sending: string;
  success: string;
  failed: string;
  /** Shown with the success when the confirmation mail may be late. */
  mailLate: string;
}

export const registerText = (lang: Lang): RegisterText => ({
  labels: Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, t(lang, `event.register.${f}`)])) as Record<RegistrationField, string>,
  submit: t(lang, 'event.register.submit'),
  sending: t(lang, 'event.register.sending'),
  success: t(lang, 'event.register.success'),
  failed: t(lang, 'event.register.failed'),
  mailLate: t(lang, 'delivery.mailLate'),
});
