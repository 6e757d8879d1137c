import type { Deps } from '@platform/ports';
import { renderMail } from '@platform/mail/templates';
import { href, paths } from '@lib/routes';
import { CONSULTANT_CODE } from '@shared/directory';
import type { Lang } from '@shared/lang';

/** What the registrant's mails read of a request (a company's or a consultant's row). */
export interface RequestMailEntry {
  id: number;
  name_mn: string;
  name_en: string;
  registrant_name: string;
  registrant_email: string;
  /** The language the request was written in: the mails' language. */
  lang: Lang;
  rejection_reason?: string;
}

export type RequestMailEvent = 'received' | 'approved' | 'rejected';
export type RequestKind = 'company' | 'consultant';

/**
 * Tells the registrant about their request (issue 25): its receipt, its approval with the link to the
 * public page (the company's page; the consultants' list), its rejection with the admin's reason. The
 * mail goes after the change is stored: a failed send is logged (kind, id, event) and never undoes it.
 */
export async function mailRegistrant(deps: Deps, kind: RequestKind, entry: RequestMailEntry, event: RequestMailEvent): Promise<void> {
  const to = entry.registrant_email;
  if (!to) return;
  const { lang } = entry;
  const url = (path: string) => new URL(href(lang, path), deps.config.publicUrl).href;
  const vars = {
    name: entry.registrant_name,
    entry: lang === 'en' ? entry.name_en || entry.name_mn : entry.name_mn || entry.name_en,
    consultant: kind === 'consultant',
  };
  try {
    const mail =
      event === 'received'
        ? renderMail('directory-request-received', lang, vars)
        : event === 'approved'
          ? renderMail('directory-request-approved', lang, {
              ...vars,
              link: url(kind === 'company' ? paths.directoryCompany(entry.id) : paths.directoryCategory(CONSULTANT_CODE)),
            })
          : renderMail('directory-request-rejected', lang, {
              ...vars,
              reason: entry.rejection_reason ?? '',
              link: url(paths.directoryRegister()),
            });
    await deps.mailer.send({ to, ...mail });
  } catch (err) {
    deps.log?.({ level: 'error', msg: 'directory request mail failed', kind, id: entry.id, event, error: String(err) });
  }
}
