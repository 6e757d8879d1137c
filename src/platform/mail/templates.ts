import type { MailMessage } from '../ports';
import type { Lang } from '@shared/lang';

export type RenderedMail = Omit<MailMessage, 'to'> & { html: string };

/** Variables each template needs; a template name with the wrong variables fails the type check. */
export interface MailTemplateVars {
  /** `purpose` 'meetings': the B2B meetings' sign-in code, its subject saying so (issue 26 §10). */
  'verification-code': { code: string; minutes?: number; purpose?: 'meetings' };
  /** The event registration's confirmation (the calendar goes as an attachment). */
  'event-registration': EventRegistrationMailVars;
  /** The registrant changed their registration through the manage link (issue 27 §6); `details`: the stored values, one line each. */
  'event-registration-changed': EventRegistrationMailVars & { details: string[] };
  /** The registrant cancelled their registration through the manage link. */
  'event-registration-cancelled': { name: string; product: string; register: string };
  /** A visitor's message to a directory company (issue 25 §5), in the visitor's language; `page` is the company's page. */
  'directory-contact': { company: string; page: string; name: string; organisation: string; email: string; message: string };
  /** Booking of B2B meetings (issue 14): each state change, to each side in their own language. */
  'meeting-request': MeetingMailVars & { asked: boolean };
  'meeting-accepted': MeetingMailVars;
  'meeting-declined': MeetingMailVars & { byYou: boolean };
  /** `removed`: the organisers cancelled it because the other person's account was deleted (issue 26). */
  'meeting-cancelled': MeetingMailVars & { byYou: boolean; calendar: boolean; removed?: boolean };
  /** The scheduler's (issue 26 §2, §7): a request nobody answered in time, to its sender. */
  'meeting-expired': MeetingMailVars;
  /** The evening before or an hour before an accepted meeting, to each side (the table is in the meeting lines). */
  'meeting-reminder': MeetingMailVars & { soon: 'evening' | 'hour' };
  /** The directory's registration requests (issue 25), to the registrant in the request's language. */
  'directory-request-received': DirectoryRequestMailVars;
  /** `link`: the company's public page, or the consultants' list. */
  'directory-request-approved': DirectoryRequestMailVars & { link: string };
  /** `link`: the registration wizard, to send a corrected request. */
  'directory-request-rejected': DirectoryRequestMailVars & { reason: string; link: string };
  /** An organiser stepped in on a meeting (issue 26 §1): accepted it for the receiver, cancelled it, or moved it (`from`: where it was). */
  'meeting-organiser-accepted': MeetingMailVars;
  'meeting-organiser-cancelled': MeetingMailVars & { calendar: boolean };
  'meeting-moved': MeetingMailVars & { from: string; calendar: boolean };
}

/** The event registration's mails: who, the edition's days and venue, and `manage`, the link to view, change or cancel it. */
export interface EventRegistrationMailVars {
  name: string;
  product: string;
  days: string;
  venue: string;
  manage: string;
}

/** What every directory request mail names: the registrant and the entry (company or consultant) in the reader's language. */
export interface DirectoryRequestMailVars {
  /** The registrant's name ('' greets without one). */
  name: string;
  entry: string;
  consultant: boolean;
}

/** What every meeting mail states: the other person, the slot, the room, and the meetings page. */
export interface MeetingMailVars {
  /** The other participant's name in the reader's language. */
  other: string;
  /** The slot's date and hours ("2026-03-15 10:00–11:00"). */
  when: string;
  room: string;
  /** The meeting's table in the room. */
  table: number;
  number: string;
  description: string;
  /** The reader's meetings page. */
  link: string;
}
export type MailTemplateName = keyof MailTemplateVars;

/** A paragraph, or a value the reader must copy (shown large in HTML). */
/** …or a line ending in a link (`text` then the URL; a real link in the HTML). */
type Block = string | { emphasis: string } | { text: string; link: string };

/** The lines every meeting mail carries, in the reader's language. */
const meetingDetails = (lang: Lang, v: MeetingMailVars): Block[] =>
  lang === 'mn'
    ? [
        `Оролцогч: ${v.other}`,
        { emphasis: v.when },
        `Өрөө: ${v.room}, ширээ ${v.table}`,
        `Уулзалтын дугаар: ${v.number}`,
        ...(v.description ? [`Тайлбар: ${v.description}`] : []),
      ]
    : [
        `With: ${v.other}`,
        { emphasis: v.when },
        `Room: ${v.room}, table ${v.table}`,
        `Meeting number: ${v.number}`,
        ...(v.description ? [`Description: ${v.description}`] : []),
      ];
const meetingsPage = (lang: Lang, link: string) => (lang === 'mn' ? `Таны уулзалтууд: ${link}` : `Your meetings: ${link}`);

const directoryGreeting = (lang: Lang, name: string) =>
  lang === 'mn' ? (name ? `Сайн байна уу, ${name}.` : 'Сайн байна уу,') : name ? `Hello ${name},` : 'Hello,';
/** The entry as the directory request mails name it: "«X» байгууллагыг" (the object of бүртгүүлэх), "the company “X”". */
const directoryEntry = (lang: Lang, v: DirectoryRequestMailVars) =>
  lang === 'mn'
    ? `«${v.entry}» ${v.consultant ? 'зөвлөхийг' : 'байгууллагыг'}`
    : `${v.consultant ? 'the consultant' : 'the company'} “${v.entry}”`;

const registrationManage = (lang: Lang, link: string): Block => ({
  text: lang === 'mn' ? 'Бүртгэлээ харах, өөрчлөх эсвэл цуцлах:' : 'View, change or cancel your registration:',
  link,
});

const SIGNATURE: Record<Lang, string> = {
  mn: 'Монголын Уул Уурхайн Үндэсний Ассоциаци',
  en: 'Mongolian National Mining Association',
};

const TEMPLATES: { [N in MailTemplateName]: (lang: Lang, vars: MailTemplateVars[N]) => { subject: string; blocks: Block[] } } = {
  'verification-code': (lang, { code, minutes = 10, purpose }) =>
    lang === 'mn'
      ? {
          subject: purpose === 'meetings' ? 'B2B уулзалтад нэвтрэх код' : 'Баталгаажуулах код',
          blocks: [
            'Сайн байна уу,',
            purpose === 'meetings' ? 'B2B уулзалтын хуудсанд нэвтрэх таны код:' : 'Таны баталгаажуулах код:',
            { emphasis: code },
            `Код ${minutes} минутын турш хүчинтэй. Хэрэв та код хүсээгүй бол энэ захидлыг үл тооно уу.`,
          ],
        }
      : {
          subject: purpose === 'meetings' ? 'Your sign-in code for the B2B meetings' : 'Your verification code',
          blocks: [
            'Hello,',
            purpose === 'meetings' ? 'Your code to sign in to the B2B meetings is:' : 'Your verification code is:',
            { emphasis: code },
            `The code is valid for ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
          ],
        },
  'event-registration': (lang, { name, product, days, venue, manage }) =>
    lang === 'mn'
      ? {
          subject: `${product}: бүртгэл баталгаажлаа`,
          blocks: [
            `Сайн байна уу, ${name}.`,
            `Таныг ${product} арга хэмжээнд бүртгүүлсэнд баярлалаа. Бүртгэл баталгаажлаа.`,
            { emphasis: days },
            `Байршил: ${venue}`,
            'Хавсралт дахь .ics файлыг нээж арга хэмжээг календартаа нэмнэ үү.',
            registrationManage(lang, manage),
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
            registrationManage(lang, manage),
          ],
        },
  'event-registration-changed': (lang, { name, product, days, venue, manage, details }) =>
    lang === 'mn'
      ? {
          subject: `${product}: бүртгэл өөрчлөгдлөө`,
          blocks: [
            `Сайн байна уу, ${name}.`,
            `${product} арга хэмжээний таны бүртгэл өөрчлөгдлөө. Одоогийн мэдээлэл:`,
            ...details,
            { emphasis: days },
            `Байршил: ${venue}`,
            registrationManage(lang, manage),
            'Хэрэв та өөрчлөөгүй бол энэ холбоосоор бүртгэлээ шалгана уу.',
          ],
        }
      : {
          subject: `${product}: your registration was changed`,
          blocks: [
            `Hello ${name},`,
            `Your registration for ${product} was changed. It now reads:`,
            ...details,
            { emphasis: days },
            `Venue: ${venue}`,
            registrationManage(lang, manage),
            'If you did not make this change, please check your registration through this link.',
          ],
        },
  'event-registration-cancelled': (lang, { name, product, register }) =>
    lang === 'mn'
      ? {
          subject: `${product}: бүртгэл цуцлагдлаа`,
          blocks: [
            `Сайн байна уу, ${name}.`,
            `${product} арга хэмжээний таны бүртгэл цуцлагдаж, мэдээлэл устгагдлаа.`,
            `Дахин бүртгүүлэх бол: ${register}`,
          ],
        }
      : {
          subject: `${product}: your registration was cancelled`,
          blocks: [
            `Hello ${name},`,
            `Your registration for ${product} was cancelled and its data deleted.`,
            `To register again: ${register}`,
          ],
        },
  'directory-contact': (lang, v) => {
    // the visitor's own line breaks: one paragraph per line
    const message = v.message.split(/\r?\n/).filter((line) => line.trim());
    return lang === 'mn'
      ? {
          subject: `Уул уурхайн лавлахаар дамжуулсан зурвас: ${v.name}`,
          blocks: [
            'Сайн байна уу,',
            `${v.company}-д Уул уурхайн лавлах дахь байгууллагын хуудсаар дамжуулан зурвас ирлээ: ${v.page}`,
            `Илгээгч: ${v.name}`,
            ...(v.organisation ? [`Байгууллага: ${v.organisation}`] : []),
            `И-мэйл: ${v.email}`,
            ...message,
            'Энэ захидалд хариу бичихэд илгээгчид очно. Ассоциаци энэ зурвасын агуулгыг шалгаагүй болно.',
          ],
        }
      : {
          subject: `A message through the Mining Directory from ${v.name}`,
          blocks: [
            'Hello,',
            `${v.company} received a message through its page in the Mining Directory: ${v.page}`,
            `From: ${v.name}`,
            ...(v.organisation ? [`Organisation: ${v.organisation}`] : []),
            `E-mail: ${v.email}`,
            ...message,
            'Replying to this e-mail reaches the sender. The association has not checked what this message says.',
          ],
        };
  },
  'meeting-request': (lang, v) =>
    lang === 'mn'
      ? {
          subject: v.asked ? 'Уулзалтын шинэ хүсэлт' : 'Уулзалтын хүсэлт илгээгдлээ',
          blocks: [
            'Сайн байна уу,',
            v.asked ? 'Танд уулзалтын шинэ хүсэлт ирлээ.' : 'Таны уулзалтын хүсэлт илгээгдлээ. Хариу ирэхэд танд мэдэгдэнэ.',
            ...meetingDetails(lang, v),
            v.asked ? `Хүсэлтийг зөвшөөрөх эсвэл татгалзахын тулд уулзалтын хуудсаа нээнэ үү: ${v.link}` : meetingsPage(lang, v.link),
          ],
        }
      : {
          subject: v.asked ? 'New meeting request' : 'Your meeting request was sent',
          blocks: [
            'Hello,',
            v.asked ? 'You have a new meeting request.' : 'Your meeting request was sent. We will let you know when it is answered.',
            ...meetingDetails(lang, v),
            v.asked ? `Open your meetings page to accept or decline it: ${v.link}` : meetingsPage(lang, v.link),
          ],
        },
  'meeting-accepted': (lang, v) =>
    lang === 'mn'
      ? {
          subject: 'Уулзалт баталгаажлаа',
          blocks: [
            'Сайн байна уу,',
            'Уулзалт баталгаажлаа.',
            ...meetingDetails(lang, v),
            'Хавсралт дахь .ics файлыг нээж уулзалтыг календартаа нэмнэ үү.',
            meetingsPage(lang, v.link),
          ],
        }
      : {
          subject: 'Meeting confirmed',
          blocks: [
            'Hello,',
            'Your meeting is confirmed.',
            ...meetingDetails(lang, v),
            'Open the attached .ics file to add the meeting to your calendar.',
            meetingsPage(lang, v.link),
          ],
        },
  'meeting-declined': (lang, v) =>
    lang === 'mn'
      ? {
          subject: 'Уулзалтын хүсэлтээс татгалзлаа',
          blocks: [
            'Сайн байна уу,',
            v.byYou ? 'Та уулзалтын хүсэлтээс татгалзлаа.' : 'Таны уулзалтын хүсэлтээс татгалзсан байна.',
            ...meetingDetails(lang, v),
            meetingsPage(lang, v.link),
          ],
        }
      : {
          subject: 'Meeting request declined',
          blocks: [
            'Hello,',
            v.byYou ? 'You declined the meeting request.' : 'Your meeting request was declined.',
            ...meetingDetails(lang, v),
            meetingsPage(lang, v.link),
          ],
        },
  'meeting-cancelled': (lang, v) =>
    lang === 'mn'
      ? {
          subject: 'Уулзалт цуцлагдлаа',
          blocks: [
            'Сайн байна уу,',
            v.removed
              ? 'Нөгөө оролцогч уулзалтад оролцохоо больсон тул зохион байгуулагч уулзалтыг цуцаллаа.'
              : v.byYou
                ? 'Та уулзалтыг цуцаллаа.'
                : 'Уулзалтыг нөгөө тал цуцаллаа.',
            ...meetingDetails(lang, v),
            ...(v.calendar ? ['Хавсралт дахь .ics файлыг нээж уулзалтыг календараасаа хасна уу.'] : []),
            meetingsPage(lang, v.link),
          ],
        }
      : {
          subject: 'Meeting cancelled',
          blocks: [
            'Hello,',
            v.removed
              ? 'The organisers cancelled the meeting: the other participant no longer takes part.'
              : v.byYou
                ? 'You cancelled the meeting.'
                : 'The other participant cancelled the meeting.',
            ...meetingDetails(lang, v),
            ...(v.calendar ? ['Open the attached .ics file to remove the meeting from your calendar.'] : []),
            meetingsPage(lang, v.link),
          ],
        },
  'meeting-expired': (lang, v) =>
    lang === 'mn'
      ? {
          subject: 'B2B уулзалтын хүсэлтийн хугацаа дууслаа',
          blocks: [
            'Сайн байна уу,',
            'Таны B2B уулзалтын хүсэлтэд хугацаанд нь хариу ирээгүй тул хүсэлт хүчингүй боллоо. Цаг нь чөлөөлөгдсөн тул та дахин хүсэлт илгээж болно.',
            ...meetingDetails(lang, v),
            meetingsPage(lang, v.link),
          ],
        }
      : {
          subject: 'Your B2B meeting request expired',
          blocks: [
            'Hello,',
            'Your B2B meeting request was not answered in time and has expired. The slot is free again: you may send a new request.',
            ...meetingDetails(lang, v),
            meetingsPage(lang, v.link),
          ],
        },
  'meeting-reminder': (lang, v) =>
    lang === 'mn'
      ? {
          subject: v.soon === 'evening' ? 'Сануулга: маргааш B2B уулзалттай' : 'Сануулга: B2B уулзалт удахгүй эхэлнэ',
          blocks: [
            'Сайн байна уу,',
            v.soon === 'evening' ? 'Маргааш таны B2B уулзалт болно.' : 'Таны B2B уулзалт нэг цагийн дотор эхэлнэ.',
            ...meetingDetails(lang, v),
            meetingsPage(lang, v.link),
          ],
        }
      : {
          subject: v.soon === 'evening' ? 'Reminder: your B2B meeting tomorrow' : 'Reminder: your B2B meeting starts soon',
          blocks: [
            'Hello,',
            v.soon === 'evening' ? 'Your B2B meeting is tomorrow.' : 'Your B2B meeting starts within the hour.',
            ...meetingDetails(lang, v),
            meetingsPage(lang, v.link),
          ],
        },
  'directory-request-received': (lang, v) =>
    lang === 'mn'
      ? {
          subject: 'Уул уурхайн лавлах: бүртгүүлэх хүсэлтийг хүлээн авлаа',
          blocks: [
            directoryGreeting(lang, v.name),
            `Уул уурхайн лавлахад ${directoryEntry(lang, v)} бүртгүүлэх таны хүсэлтийг хүлээн авлаа.`,
            'Админ хянаж шийдвэрлэсний дараа хариуг энэ хаягаар мэдэгдэнэ.',
          ],
        }
      : {
          subject: 'Mining directory: we received your registration request',
          blocks: [
            directoryGreeting(lang, v.name),
            `We received your request to list ${directoryEntry(lang, v)} in the mining directory.`,
            'An administrator will review it; we will write to this address with the decision.',
          ],
        },
  'directory-request-approved': (lang, v) =>
    lang === 'mn'
      ? {
          subject: 'Уул уурхайн лавлах: бүртгэл зөвшөөрөгдлөө',
          blocks: [
            directoryGreeting(lang, v.name),
            `Уул уурхайн лавлахад ${directoryEntry(lang, v)} бүртгүүлэх таны хүсэлтийг зөвшөөрлөө.`,
            `${v.consultant ? 'Зөвлөх инженерүүдийн жагсаалт' : 'Байгууллагын хуудас'} хэдэн минутын дараа нийтлэгдэнэ: ${v.link}`,
          ],
        }
      : {
          subject: 'Mining directory: your registration is approved',
          blocks: [
            directoryGreeting(lang, v.name),
            `Your request to list ${directoryEntry(lang, v)} in the mining directory is approved.`,
            `${v.consultant ? 'The list of consultant engineers' : 'The company page'} is published within a few minutes: ${v.link}`,
          ],
        },
  'directory-request-rejected': (lang, v) =>
    lang === 'mn'
      ? {
          subject: 'Уул уурхайн лавлах: бүртгүүлэх хүсэлтээс татгалзлаа',
          blocks: [
            directoryGreeting(lang, v.name),
            `Уучлаарай, уул уурхайн лавлахад ${directoryEntry(lang, v)} бүртгүүлэх таны хүсэлтээс татгалзлаа.`,
            `Шалтгаан: ${v.reason}`,
            `Мэдээллээ засаад хүсэлтээ дахин илгээж болно: ${v.link}`,
          ],
        }
      : {
          subject: 'Mining directory: your registration request was declined',
          blocks: [
            directoryGreeting(lang, v.name),
            `We are sorry: your request to list ${directoryEntry(lang, v)} in the mining directory was declined.`,
            `Reason: ${v.reason}`,
            `You may correct the details and send the request again: ${v.link}`,
          ],
        },
  'meeting-organiser-accepted': (lang, v) =>
    lang === 'mn'
      ? {
          subject: 'Уулзалтыг зохион байгуулагч баталгаажууллаа',
          blocks: [
            'Сайн байна уу,',
            'Зохион байгуулагч уулзалтын хүсэлтийг хүлээн авагчийн өмнөөс зөвшөөрч, уулзалт баталгаажлаа.',
            ...meetingDetails(lang, v),
            'Хавсралт дахь .ics файлыг нээж уулзалтыг календартаа нэмнэ үү.',
            meetingsPage(lang, v.link),
          ],
        }
      : {
          subject: 'Meeting confirmed by the organisers',
          blocks: [
            'Hello,',
            'The organisers accepted the meeting request on behalf of the receiver: your meeting is confirmed.',
            ...meetingDetails(lang, v),
            'Open the attached .ics file to add the meeting to your calendar.',
            meetingsPage(lang, v.link),
          ],
        },
  'meeting-organiser-cancelled': (lang, v) =>
    lang === 'mn'
      ? {
          subject: 'Уулзалтыг зохион байгуулагч цуцаллаа',
          blocks: [
            'Сайн байна уу,',
            'Зохион байгуулагч уулзалтыг цуцаллаа.',
            ...meetingDetails(lang, v),
            ...(v.calendar ? ['Хавсралт дахь .ics файлыг нээж уулзалтыг календараасаа хасна уу.'] : []),
            meetingsPage(lang, v.link),
          ],
        }
      : {
          subject: 'Meeting cancelled by the organisers',
          blocks: [
            'Hello,',
            'The organisers cancelled the meeting.',
            ...meetingDetails(lang, v),
            ...(v.calendar ? ['Open the attached .ics file to remove the meeting from your calendar.'] : []),
            meetingsPage(lang, v.link),
          ],
        },
  'meeting-moved': (lang, v) =>
    lang === 'mn'
      ? {
          subject: 'Уулзалтын цаг, байр өөрчлөгдлөө',
          blocks: [
            'Сайн байна уу,',
            'Зохион байгуулагч уулзалтыг шинэ цаг, байр руу шилжүүллээ.',
            ...meetingDetails(lang, v),
            `Өмнө нь: ${v.from}`,
            ...(v.calendar ? ['Хавсралт дахь .ics файлыг нээж календартаа шинэчилнэ үү.'] : []),
            meetingsPage(lang, v.link),
          ],
        }
      : {
          subject: 'Your meeting has moved',
          blocks: [
            'Hello,',
            'The organisers moved the meeting to a new time or place.',
            ...meetingDetails(lang, v),
            `Before: ${v.from}`,
            ...(v.calendar ? ['Open the attached .ics file to update your calendar.'] : []),
            meetingsPage(lang, v.link),
          ],
        },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const blockText = (b: Block) => (typeof b === 'string' ? b : 'link' in b ? `${b.text} ${b.link}` : b.emphasis);
const blockHtml = (b: Block) =>
  typeof b === 'string'
    ? `<p>${escapeHtml(b)}</p>`
    : 'link' in b
      ? `<p>${escapeHtml(b.text)} <a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a></p>`
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
