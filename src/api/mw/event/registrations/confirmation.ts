import type { Deps } from '@platform/ports';
import { renderMail } from '@platform/mail/templates';
import { EDITION_2025 } from '@shared/event';
import { calendarFileName, editionCalendar, editionWhen } from '@shared/event-calendar';
import type { RegistrationInput } from '@shared/event-registration';
import type { Lang } from '@shared/lang';

/**
 * Mails the registrant a confirmation in their language with the whole edition as an `.ics`.
 * A failed send does not undo the registration (it is stored first): the failure is logged with the
 * registration's id only, and the answer says `mail_sent: false`.
 */
export async function sendConfirmation(deps: Deps, id: number, r: RegistrationInput, lang: Lang): Promise<boolean> {
  const { productName: product, publicUrl } = deps.config;
  const site = new URL(lang === 'en' ? '/en/mw' : '/mw', publicUrl).href;
  try {
    const mail = renderMail('event-registration', lang, {
      name: `${r.first_name} ${r.last_name}`,
      product,
      days: editionWhen(EDITION_2025, lang),
      venue: EDITION_2025.venue[lang],
    });
    const calendar = editionCalendar(EDITION_2025, { product, lang, url: site });
    await deps.mailer.send({
      to: r.email,
      ...mail,
      attachments: [
        { filename: calendarFileName(EDITION_2025), contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar },
      ],
    });
    return true;
  } catch (err) {
    deps.log?.({ level: 'error', msg: 'registration confirmation mail failed', registration: id, error: String(err) });
    return false;
  }
}
