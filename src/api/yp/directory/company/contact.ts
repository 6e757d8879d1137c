import type { Context } from 'hono';
import type { AppEnv } from '@api/types';
import type { Deps } from '@platform/ports';
import { ApiError } from '@api/errors';
import { jsonBody, parseOrThrow } from '@api/validate';
import { requestLang } from '@api/request-lang';
import { clientIp, takeLimits } from '@api/middleware/rate-limit';
import { renderMail } from '@platform/mail/templates';
import { messageText } from '@i18n/messages-text';
import { href, paths } from '@lib/routes';
import { inLang } from '@shared/directory';
import { CONTACT_TRAP, contactSchema, DIRECTORY_CONTACT_MESSAGES as M, type ContactInput } from '@shared/directory-contact';
import type { Lang } from '@shared/lang';
import { contactAddress } from './queries';

/**
 * A visitor's message to a company through its directory page (issue 25 §5). 5 messages an hour
 * per sender e-mail, and 20 an hour per address (an office may write to several suppliers); only
 * valid messages count. The limits are counted before the company is looked up, so probing ids
 * for companies with an e-mail uses up the allowance too.
 */
export const DIRECTORY_CONTACT_LIMITS = { perEmail: 5, perIp: 20, windowSeconds: 3600 } as const;

function limitMessages(c: Context<AppEnv>, email: string, lang: Lang) {
  const { perEmail, perIp, windowSeconds } = DIRECTORY_CONTACT_LIMITS;
  return takeLimits(
    c,
    [
      { key: `directory-contact-email:${email.toLowerCase()}`, limit: perEmail, windowSeconds },
      { key: `directory-contact-ip:${clientIp(c)}`, limit: perIp, windowSeconds },
    ],
    lang,
  );
}

/** The mail to the company, in the visitor's language (the page they wrote on), kept in the outbox like every mail. */
async function mailCompany(deps: Deps, to: { email: string; name_mn: string; name_en: string }, v: ContactInput, lang: Lang) {
  const page = new URL(href(lang, paths.directoryCompany(v.company_id)), deps.config.publicUrl).href;
  const mail = renderMail('directory-contact', lang, {
    company: inLang(lang, to.name_mn, to.name_en),
    page,
    name: v.name,
    organisation: v.organisation,
    email: v.email,
    message: v.message,
  });
  await deps.mailer.send({ to: to.email, replyTo: v.email, ...mail });
}

/**
 * `POST /insert/company-message`: the body names the company by id; its address never leaves the
 * server. A published company without an e-mail is as unknown as a missing one (404). A filled
 * honeypot is answered as sent, and nothing is mailed.
 */
export async function sendCompanyMessage(c: Context<AppEnv>) {
  const deps = c.get('deps');
  const body = await jsonBody(c);
  const lang = requestLang(c, body);
  const values = parseOrThrow(contactSchema, body, lang);
  await limitMessages(c, values.email, lang);
  const to = await contactAddress(deps.db, values.company_id);
  if (!to) throw new ApiError(404, M.notFound, {}, { lang });
  if (!values[CONTACT_TRAP]) await mailCompany(deps, to, values, lang);
  return c.json({ message: messageText(lang, M.sent) });
}
