import type { Deps } from '@platform/ports';
import { renderMail, type MailTemplateName, type MailTemplateVars } from '@platform/mail/templates';
import { EDITION_2025 } from '@shared/event';
import { calendarFileName, editionCalendar, editionWhen } from '@shared/event-calendar';
import type { RegistrationInput } from '@shared/event-registration';
import type { Lang } from '@shared/lang';
import { eventRegister as en } from '@i18n/en/event-register';
import { eventRegister as mn } from '@i18n/mn/event-register';

const TEXTS = { mn, en } as const;
/** How the log names each mail when its send fails. */
const KIND: Partial<Record<MailTemplateName, string>> = {
  'event-registration': 'confirmation',
  'event-registration-changed': 'change',
  'event-registration-cancelled': 'cancellation',
};
const sitePath = (lang: Lang, path: string) => (lang === 'en' ? `/en${path}` : path);

/**
 * The "view, change or cancel" link: the static manage page with the token after `#`, so the token
 * never reaches a server log or a Referer (the page's island reads it and sends it in a request body).
 */
export const manageLink = (deps: Deps, lang: Lang, token: string) =>
  `${new URL(sitePath(lang, '/mw/registration'), deps.config.publicUrl).href}#token=${token}`;

/** The stored values as the change mail lists them, in the reader's language. */
function detailLines(r: RegistrationInput, lang: Lang): string[] {
  const d = TEXTS[lang];
  return [
    `${d['event.register.first_name']}: ${r.first_name}`,
    `${d['event.register.last_name']}: ${r.last_name}`,
    `${d['event.register.company']}: ${r.company}`,
    `${d['event.register.country']}: ${r.country}`,
    `${d['event.register.email']}: ${r.email}`,
    `${d['event.register.phone_number']}: ${r.phone_number}`,
    `${d['event.register.attendee_type']}: ${d[`event.register.attendee.${r.attendee_type}`]}`,
  ];
}

/** Sends one registration mail; a failure is logged with the registration's id only (never the address) and answered false. */
async function sendMail<N extends MailTemplateName>(
  deps: Deps,
  id: number,
  to: string[],
  name: N,
  lang: Lang,
  vars: MailTemplateVars[N],
  withCalendar: boolean,
): Promise<boolean> {
  const { productName: product, publicUrl } = deps.config;
  const site = new URL(sitePath(lang, '/mw'), publicUrl).href;
  try {
    const mail = renderMail(name, lang, vars);
    const attachments = withCalendar
      ? [
          {
            filename: calendarFileName(EDITION_2025),
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: editionCalendar(EDITION_2025, { product, lang, url: site }),
          },
        ]
      : [];
    for (const address of to) await deps.mailer.send({ to: address, ...mail, ...(attachments.length ? { attachments } : {}) });
    return true;
  } catch (err) {
    deps.log?.({ level: 'error', msg: `registration ${KIND[name]} mail failed`, registration: id, error: String(err) });
    return false;
  }
}

const edition = (deps: Deps, lang: Lang) => ({
  product: deps.config.productName,
  days: editionWhen(EDITION_2025, lang),
  venue: EDITION_2025.venue[lang],
});

/**
 * Mails the registrant a confirmation in their language with the whole edition as an `.ics` and the
 * manage link. A failed send does not undo the registration (it is stored first): the answer says
 * `mail_sent: false`.
 */
export function sendConfirmation(deps: Deps, id: number, r: RegistrationInput, lang: Lang, token: string): Promise<boolean> {
  const vars = { name: `${r.first_name} ${r.last_name}`, ...edition(deps, lang), manage: manageLink(deps, lang, token) };
  return sendMail(deps, id, [r.email], 'event-registration', lang, vars, true);
}

/** Tells the registrant (in their language) what their registration now says; the old address too when the e-mail changed. */
export function sendChanged(deps: Deps, id: number, r: RegistrationInput, oldEmail: string, lang: Lang, token: string) {
  const to = r.email.toLowerCase() === oldEmail.toLowerCase() ? [r.email] : [r.email, oldEmail];
  const vars = {
    name: `${r.first_name} ${r.last_name}`,
    ...edition(deps, lang),
    manage: manageLink(deps, lang, token),
    details: detailLines(r, lang),
  };
  return sendMail(deps, id, to, 'event-registration-changed', lang, vars, false);
}

/** Confirms a cancellation to the registrant in their language, with the form to register again. */
export function sendCancelled(deps: Deps, id: number, r: { first_name: string; last_name: string; email: string }, lang: Lang) {
  const register = new URL(sitePath(lang, '/mw/register'), deps.config.publicUrl).href;
  const vars = { name: `${r.first_name} ${r.last_name}`, product: deps.config.productName, register };
  return sendMail(deps, id, [r.email], 'event-registration-cancelled', lang, vars, false);
}
