import type { MailMessage } from '../ports';
import type { Lang } from '../../shared/lang';

export type RenderedMail = Omit<MailMessage, 'to'> & { html: string };

/** Variables each template needs; a template name with the wrong variables fails the type check. */
export interface MailTemplateVars {
  'verification-code': { code: string; minutes?: number };
  /** The event registration's confirmation (the calendar goes as an attachment). */
  'event-registration': { name: string; product: string; days: string; venue: string };
}
export type MailTemplateName = keyof MailTemplateVars;

/** A paragraph, or a value the reader must copy (shown large in HTML). */
type Block = string | { emphasis: string };

const SIGNATURE: Record<Lang, string> = {
  mn: 'Монголын Уул Уурхайн Үндэсний Ассоциаци',
  en: 'Mongolian National Mining Association',
};

const TEMPLATES: { [N in MailTemplateName]: (lang: Lang, vars: MailTemplateVars[N]) => { subject: string; blocks: Block[] } } = {
  'verification-code': (lang, { code, minutes = 10 }) =>
    lang === 'mn'
      ? {
          subject: 'Баталгаажуулах код',
          blocks: [
            'Сайн байна уу,',
            'Таны баталгаажуулах код:',
            { emphasis: code },
            `Код ${minutes} минутын турш хүчинтэй. Хэрэв та код хүсээгүй бол энэ захидлыг үл тооно уу.`,
          ],
        }
      : {
          subject: 'Your verification code',
          blocks: [
            'Hello,',
            'Your verification code is:',
            { emphasis: code },
            `The code is valid for ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
          ],
        },
  'event-registration': (lang, { name, product, days, venue }) =>
    lang === 'mn'
      ? {
          subject: `${product}: бүртгэл баталгаажлаа`,
          blocks: [
            `Сайн байна уу, ${name}.`,
            `Таныг ${product} арга хэмжээнд бүртгүүлсэнд баярлалаа. Бүртгэл баталгаажлаа.`,
            { emphasis: days },
            `Байршил: ${venue}`,
            'Хавсралт дахь .ics файлыг нээж арга хэмжээг календартаа нэмнэ үү.',
          ],
        }
      : {
          subject: `${product}: your registration is confirmed`,
          blocks: [
            `Hello ${name},`,
            `Thank you for registering for ${product}. Your registration is confirmed.`,
            { emphasis: days },
            `Venue: ${venue}`,
            'Open the attached .ics file to add the event to your calendar.',
          ],
        },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const blockText = (b: Block) => (typeof b === 'string' ? b : b.emphasis);
const blockHtml = (b: Block) =>
  typeof b === 'string'
    ? `<p>${escapeHtml(b)}</p>`
    : `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(b.emphasis)}</p>`;

/**
 * Subject, plain text and simple HTML of one mail in one language (Mongolian when the language is
 * unknown, as on the site). Variables are escaped in the HTML.
 */
export function renderMail<N extends MailTemplateName>(name: N, lang: string, vars: MailTemplateVars[N]): RenderedMail {
  const l: Lang = lang === 'en' ? 'en' : 'mn';
  const { subject, blocks } = TEMPLATES[name](l, vars);
  const text = [...blocks.map(blockText), SIGNATURE[l]].join('\n\n');
  const html = [
    `<!doctype html><html lang="${l}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;color:#222">',
    ...blocks.map(blockHtml),
    `<p style="color:#666">${escapeHtml(SIGNATURE[l])}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
