import { describe, expect, it } from 'vitest';
import { foldIcs, foldIcsLine, ICS_LINE_OCTETS, unfoldIcs } from '@shared/ics-fold';
import { editionCalendar } from '@shared/event-calendar';
import { EDITION_2025 } from '@shared/event';

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
});
