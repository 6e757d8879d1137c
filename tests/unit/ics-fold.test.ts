import { describe, expect, it } from 'vitest';
import { foldIcs, foldIcsLine, ICS_LINE_OCTETS, unfoldIcs } from '@shared/ics-fold';
import { editionCalendar } from '@shared/event-calendar';
import { EDITION_2025 } from '@shared/event';
import { meetingCalendar } from '@api/yp/meetings/booking/mails';
import type { MeetingAccount, MyMeeting } from '@shared/meeting-booking';

/** RFC 5545 §3.1: lines of at most 75 octets, continuations start with one space, UTF-8 never split. */
const bytes = (s: string) => new TextEncoder().encode(s);
const physicalLines = (ics: string) => ics.split('\r\n').filter((l) => l !== '');

function expectFolded(ics: string) {
  for (const line of physicalLines(ics)) {
    expect(bytes(line).length, line).toBeLessThanOrEqual(ICS_LINE_OCTETS);
    // every physical line is whole UTF-8: decoding its bytes strictly gives it back
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes(line))).toBe(line);
    expect(line).not.toContain('\uFFFD');
  }
}

describe('ics folding by octets', () => {
  const longMongolian =
    'SUMMARY:Mining Week: уулзалт — Бат-Эрдэнэ Өлзийбаатар, Үүрцайх Нямдаваа, Түвшинжаргал Цэрэнпунцаг (Монголын уул уурхайн үндэсний ассоциаци)';

  it('keeps short lines as they are', () => {
    expect(foldIcsLine('UID:12@example.mn')).toBe('UID:12@example.mn');
    expect(foldIcs('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('folds a long Mongolian line into pieces of at most 75 octets and unfolds back to it', () => {
    const folded = foldIcsLine(longMongolian);
    expect(folded).toContain('\r\n ');
    expectFolded(folded);
    expect(unfoldIcs(folded)).toBe(longMongolian);
    // the room is used: a piece but the last is short only by less than one letter (at most 3 bytes: the dash)
    const pieces = folded.split('\r\n');
    for (const p of pieces.slice(0, -1)) expect(bytes(p).length).toBeGreaterThanOrEqual(ICS_LINE_OCTETS - 2);
    for (const p of pieces.slice(1)) expect(p.startsWith(' ')).toBe(true);
  });

  it('never splits a 4-byte character and refolds text folded by characters', () => {
    const emoji = `DESCRIPTION:${'😀'.repeat(40)}`;
    expectFolded(foldIcsLine(emoji));
    expect(unfoldIcs(foldIcsLine(emoji))).toBe(emoji);
    // the ics library's folding (CRLF + tab every 75 characters) is undone first
    const byChars = `${longMongolian.slice(0, 75)}\r\n\t${longMongolian.slice(75)}`;
    expect(foldIcs(`BEGIN:VEVENT\r\n${byChars}\r\nEND:VEVENT\r\n`)).toBe(`BEGIN:VEVENT\r\n${foldIcsLine(longMongolian)}\r\nEND:VEVENT\r\n`);
  });

  it("folds the edition's calendar in both languages", () => {
    for (const lang of ['mn', 'en'] as const) {
      const ics = editionCalendar(EDITION_2025, { product: 'Mining Week', lang, url: 'https://mongolianmining.mn/mw' });
      expectFolded(ics);
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics).not.toContain('\r\n\t');
    }
  });

  it('folds a meeting invitation with long Mongolian names, description and room (both languages, request and cancel)', () => {
    const person = (id: number, name: string, lang: 'mn' | 'en'): MeetingAccount & { role: 'sender' | 'receiver' } => ({
      id,
      name,
      name_en: `Person ${id}`,
      email: `p${id}@example.mn`,
      user_type: 'Exhibitor',
      lang,
      role: id === 1 ? 'sender' : 'receiver',
    });
    const sender = person(1, 'Өлзийбаатарын Түвшинжаргал-Үүрцайх Цэрэнпунцагдорж', 'mn');
    const receiver = person(2, 'Батмөнхийн Оюунчимэг-Өнөрбаяр Гантулгаасүрэн', 'en');
    const meeting = {
      id: 7,
      meeting_number: 'M-00007',
      meeting_status: 'accepted',
      direction: 'outgoing',
      other: { id: 2, name: receiver.name, name_en: receiver.name_en, user_type: 'Exhibitor' },
      meeting_date: '2026-03-10',
      start_time: '10:00:00',
      end_time: '11:00:00',
      room_number: 'Их хурлын танхим (зүүн жигүүр)',
      table: 12,
      room_pic: null,
      meeting_description: 'Хайгуулын лицензийн хамтын ажиллагаа, геологийн судалгааны үр дүнг хэлэлцэх уулзалт — Өмнөговь аймаг',
      created_at: '2026-03-01T00:00:00.000Z',
    } as MyMeeting;
    for (const reader of [sender, receiver])
      for (const cancel of [false, true]) {
        const ics = meetingCalendar(meeting, { sender, receiver }, reader, {
          product: 'Mining Week',
          publicUrl: 'https://mongolianmining.mn',
          link: 'https://mongolianmining.mn/yp/meetings',
          cancel,
        });
        expectFolded(ics);
        // the library escapes commas (RFC 5545 TEXT); unfolded, the long values are whole again
        const unfolded = unfoldIcs(ics);
        expect(unfolded).toContain('DESCRIPTION:Хайгуулын лицензийн хамтын ажиллагаа\\, геологийн судалгааны үр дүнг хэлэлцэх уулзалт');
        expect(unfolded).toContain(
          reader.lang === 'mn' ? 'Их хурлын танхим (зүүн жигүүр) өрөө\\, 12-р ширээ' : 'Room Их хурлын танхим (зүүн жигүүр)\\, table 12',
        );
      }
  });
});
