import { meetingSchedules as en } from '@i18n/en/meeting-schedules';
import { meetingSchedules as mn } from '@i18n/mn/meeting-schedules';
import { fill } from '@i18n/fill';
import { formatDate, formatDateTime } from '@shared/dates';
import type { Lang } from '@shared/lang';
import { hhmm } from '@shared/meetings';
import { FAINT, INK, MUTED, PdfWriter, RULE, SHADE } from './pdf-writer';
import type { PersonMeeting, RoomTable, SchedulePerson, ScheduleRoom, ScheduleSlot } from './queries';

/**
 * The printed schedules (issue 26 §5), drawn with jsPDF on the server:
 * - a person's: their accepted meetings by day and time with the room, the table and the other
 *   side (name, position and organisation), A4 portrait: a badge insert or a sheet to carry;
 * - a room's: every slot by day, each table of the room with its two people, "held for a request"
 *   or "free", A4 landscape when the room has more than three tables: the door sign.
 * Each in the language asked, with the event's name, whom or which room it is for, the time zone and
 * when it was printed; long lists go on over pages with the column heads repeated.
 */

type Key = { [K in keyof typeof en]: K extends `meetings.schedules.${infer S}` ? S : never }[keyof typeof en];
const TEXTS: Record<Lang, Record<keyof typeof en, string>> = { en, mn };
/** A text of the schedules' dictionary domain in `lang` (only that domain goes into the API's bundle). */
export const say = (lang: Lang, key: Key, vars?: Record<string, string | number>) => fill(TEXTS[lang][`meetings.schedules.${key}`], vars);

export interface PdfOptions {
  lang: Lang;
  /** The event's name (PRODUCT_NAME). */
  product: string;
  now: Date;
}

export const nameIn = (p: Pick<SchedulePerson, 'name' | 'name_en'>, lang: Lang) =>
  lang === 'en' ? p.name_en || p.name : p.name || p.name_en;
/** "Position, Organisation" as far as they were given. */
export const roleOf = (p: Pick<SchedulePerson, 'organisation' | 'position'>) => [p.position, p.organisation].filter(Boolean).join(', ');
const slotTime = (s: { start_time: string; end_time: string }) => `${hhmm(s.start_time)}–${hhmm(s.end_time)}`;

/** The head of a schedule's first page; answers the y below it. */
function heading(pdf: PdfWriter, o: PdfOptions, title: string, who: string, sub: string): number {
  const { margin } = pdf;
  const right = pdf.pageWidth - margin;
  let y = margin;
  pdf.text(o.product, margin, y, { size: 10, color: MUTED });
  pdf.text(say(o.lang, 'generated', { when: formatDateTime(o.now, o.lang) }), right, y, { size: 9, color: MUTED }, 'right');
  y += 18;
  pdf.text(title, margin, y, { size: 13, color: MUTED });
  y += 20;
  y = pdf.paragraph(who, margin, y, right - margin, { size: 20 });
  if (sub) y = pdf.paragraph(sub, margin, y + 2, right - margin, { size: 11, color: MUTED });
  y += 6;
  pdf.text(say(o.lang, 'timeZone'), margin, y, { size: 9, color: MUTED });
  y += 16;
  pdf.rule(margin, y, right, y, INK, 1);
  return y + 10;
}

/** A person's accepted meetings: one row each, under a heading per day. */
export function personPdf(person: SchedulePerson, meetings: PersonMeeting[], o: PdfOptions): Uint8Array {
  const name = nameIn(person, o.lang);
  const pdf = new PdfWriter('portrait', { title: `${say(o.lang, 'personTitle')}: ${name}`, subject: o.product, creator: o.product });
  const { margin } = pdf;
  const right = pdf.pageWidth - margin;
  // columns: time, room, table, the other side, number
  const cols = { time: margin, room: margin + 78, table: margin + 158, with: margin + 206, number: right };
  const withWidth = right - 70 - cols.with;
  let y = heading(pdf, o, say(o.lang, 'personTitle'), name, roleOf(person));

  const columnHeads = () => {
    const style = { size: 8.5, color: MUTED };
    pdf.text(say(o.lang, 'time'), cols.time, y, style);
    pdf.text(say(o.lang, 'room'), cols.room, y, style);
    pdf.text(say(o.lang, 'table'), cols.table, y, style);
    pdf.text(say(o.lang, 'with'), cols.with, y, style);
    pdf.text(say(o.lang, 'number'), cols.number, y, style, 'right');
    y += 14;
    pdf.rule(margin, y, right, y);
    y += 4;
  };
  /** A new page (with the column heads) when `need` does not fit; true when it turned. */
  const turn = (need: number) => {
    if (y + need <= pdf.bottom) return false;
    pdf.addPage('portrait');
    y = margin;
    columnHeads();
    return true;
  };

  if (!meetings.length) {
    pdf.text(say(o.lang, 'noMeetings'), margin, y + 8, { size: 12, color: MUTED });
  } else columnHeads();
  let day = '';
  for (const m of meetings) {
    const other = nameIn(m.other, o.lang);
    const role = roleOf(m.other);
    const nameLines = pdf.wrap(other, withWidth, 11);
    const roleLines = role ? pdf.wrap(role, withWidth, 8.5) : [];
    const roomLines = pdf.wrap(m.room_number, cols.table - cols.room - 6, 12);
    const rowHeight =
      10 + Math.max(nameLines.length * pdf.lineHeight(11) + roleLines.length * pdf.lineHeight(8.5), roomLines.length * pdf.lineHeight(12));
    const newDay = m.meeting_date !== day;
    // each page's first row (and each new day) is under its day's band
    if (turn((newDay ? 28 : 0) + rowHeight) || newDay) {
      day = m.meeting_date;
      y += 4;
      pdf.fill(margin, y, right - margin, 20, SHADE);
      pdf.text(formatDate(`${day}T12:00:00+08:00`, o.lang), margin + 6, y + 4.5, { size: 11 });
      y += 24;
    }
    const top = y + 5;
    pdf.text(slotTime(m), cols.time, top, { size: 12 });
    roomLines.forEach((line, i) => pdf.text(line, cols.room, top + i * pdf.lineHeight(12), { size: 12 }));
    pdf.text(String(m.table), cols.table, top, { size: 12 });
    let at = top;
    for (const line of nameLines) {
      pdf.text(line, cols.with, at, { size: 11 });
      at += pdf.lineHeight(11);
    }
    for (const line of roleLines) {
      pdf.text(line, cols.with, at, { size: 8.5, color: MUTED });
      at += pdf.lineHeight(8.5);
    }
    pdf.text(m.meeting_number, cols.number, top + 1, { size: 9, color: MUTED }, 'right');
    y += rowHeight;
    pdf.rule(margin, y, right, y);
  }
  pdf.footers(`${o.product} · ${name}`, (n, total) => say(o.lang, 'page', { n, total }));
  return pdf.bytes();
}

/** Tables in one page's width: landscape from four tables on. */
const orientationOf = (capacity: number) => (capacity > 3 ? 'landscape' : 'portrait');
const tablesAcross = (capacity: number) => (capacity > 3 ? 6 : 3);

/** Rooms' door signs, one room after another, each from a new page. */
export function roomsPdf(rooms: ScheduleRoom[], slots: ScheduleSlot[], tables: RoomTable[], o: PdfOptions): Uint8Array {
  const first = rooms[0];
  const title = rooms.length === 1 && first ? say(o.lang, 'roomTitle', { room: first.room_number }) : o.product;
  const pdf = new PdfWriter(orientationOf(first?.capacity ?? 1), { title, subject: o.product, creator: o.product });
  const taken = new Map(tables.map((t) => [`${t.room_id}:${t.time_id}:${t.table}`, t]));
  rooms.forEach((room, i) => {
    if (i > 0) pdf.addPage(orientationOf(room.capacity));
    drawRoom(pdf, room, slots, taken, o);
  });
  if (!rooms.length) pdf.text(say(o.lang, 'noSlots'), pdf.margin, pdf.margin, { size: 12, color: MUTED });
  pdf.footers(o.product, (n, total) => say(o.lang, 'page', { n, total }));
  return pdf.bytes();
}

function drawRoom(pdf: PdfWriter, room: ScheduleRoom, slots: ScheduleSlot[], taken: Map<string, RoomTable>, o: PdfOptions): void {
  const { margin } = pdf;
  const orientation = orientationOf(room.capacity);
  const right = pdf.pageWidth - margin;
  const roomTitle = say(o.lang, 'roomTitle', { room: room.room_number });
  let y = heading(pdf, o, say(o.lang, 'doorSign'), roomTitle, '');
  if (!slots.length) {
    pdf.text(say(o.lang, 'noSlots'), margin, y + 8, { size: 12, color: MUTED });
    return;
  }
  const across = tablesAcross(room.capacity);
  const timeWidth = 74;
  // tables 1..capacity, `across` to a band; each band runs through every slot
  const bands: number[][] = [];
  for (let n = 1; n <= room.capacity; n += across)
    bands.push(Array.from({ length: Math.min(across, room.capacity - n + 1) }, (_, k) => n + k));
  const cellWidth = (right - margin - timeWidth) / across;

  bands.forEach((band, b) => {
    if (b > 0) {
      pdf.addPage(orientation);
      y = margin;
      pdf.text(roomTitle, margin, y, { size: 12 });
      y += 22;
    }
    const heads = () => {
      pdf.text(say(o.lang, 'time'), margin, y, { size: 8.5, color: MUTED });
      band.forEach((n, k) =>
        pdf.text(say(o.lang, 'tableN', { n }), margin + timeWidth + k * cellWidth + 6, y, { size: 9.5, color: MUTED }),
      );
      y += 14;
      pdf.rule(margin, y, right, y, INK, 0.8);
    };
    const turn = (need: number) => {
      if (y + need <= pdf.bottom) return false;
      pdf.addPage(orientation);
      y = margin;
      pdf.text(roomTitle, margin, y, { size: 12 });
      y += 22;
      heads();
      return true;
    };
    heads();
    let day = '';
    for (const slot of slots) {
      const cells = band.map((n) => cellLines(pdf, taken.get(`${room.id}:${slot.id}:${n}`), cellWidth - 12, o.lang));
      const height = 10 + Math.max(...cells.map((c) => c.reduce((h, l) => h + pdf.lineHeight(l.size), 0)));
      const newDay = slot.meeting_date !== day;
      if (turn((newDay ? 24 : 0) + height) || newDay) {
        day = slot.meeting_date;
        pdf.fill(margin, y + 2, right - margin, 18, SHADE);
        pdf.text(formatDate(`${day}T12:00:00+08:00`, o.lang), margin + 6, y + 5.5, { size: 10.5 });
        y += 20;
      }
      pdf.text(slotTime(slot), margin, y + 5, { size: 11 });
      cells.forEach((lines, k) => {
        let at = y + 5;
        const x = margin + timeWidth + k * cellWidth + 6;
        for (const l of lines) {
          pdf.text(l.text, x, at, { size: l.size, color: l.color });
          at += pdf.lineHeight(l.size);
        }
      });
      y += height;
      pdf.rule(margin, y, right, y);
      band.forEach((_, k) => pdf.rule(margin + timeWidth + k * cellWidth, y - height, margin + timeWidth + k * cellWidth, y, RULE, 0.4));
    }
  });
}

type Line = { text: string; size: number; color: [number, number, number] };

/** A table's cell: the two people (with their roles) and the meeting's number, a held table, or "free". */
function cellLines(pdf: PdfWriter, table: RoomTable | undefined, width: number, lang: Lang): Line[] {
  if (!table) return [{ text: say(lang, 'free'), size: 9.5, color: FAINT }];
  if (table.status !== 'accepted') return [{ text: say(lang, 'pending'), size: 8.5, color: MUTED }];
  const lines: Line[] = [];
  table.people.forEach((p, i) => {
    if (i > 0) lines.push({ text: '', size: 4, color: INK });
    for (const text of pdf.wrap(nameIn(p, lang), width, 9.5)) lines.push({ text, size: 9.5, color: INK });
    const role = roleOf(p);
    if (role) for (const text of pdf.wrap(role, width, 7.5)) lines.push({ text, size: 7.5, color: MUTED });
  });
  lines.push({ text: `${say(lang, 'number')} ${table.meeting_number}`, size: 7.5, color: FAINT });
  return lines;
}
