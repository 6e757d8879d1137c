import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@db/client';
import { eventSessions } from '@db/schema';
import { seedDemo } from '@db/seed';
import { localStorage } from '@platform/storage/local';
import { setContentDb } from '@platform/content-db';
import { searchText, sessionPaths, speakerPaths, timetableOf } from '@components/event/program/timetable-data';
import { programmeLd, sessionLd } from '@components/event/program/programme-ld';
import { sessionCalendar } from '@shared/session-calendar';
import { joinCalendars } from '@shared/ics-join';
import { unfoldIcs } from '@shared/ics-fold';
import { fold } from '@shared/transliterate';
import { EVENT_ID } from '@shared/event';
import { createTestDb } from '../helpers/db';

/**
 * The programme as data on the public pages (issue 27): the demo programme, what the timetable,
 * session and speaker pages read, their JSON-LD, a session's calendar and "My schedule"'s join.
 */
let handle: DbHandle;
let dir: string;
const site = new URL('https://miningweek.example');

beforeAll(async () => {
  handle = await createTestDb();
  dir = await mkdtemp(join(tmpdir(), 'timetable-'));
  await seedDemo(handle.db, localStorage(dir), { news: 2, companies: 5, meetings: false });
});
afterAll(async () => {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});
const fresh = () => setContentDb(handle.db); // a new build: the memo of reads starts empty

describe('the demo programme', () => {
  it('has three conference days in the four halls and a hall-less mine visit, 60-80 sessions with speakers, bilingual', async () => {
    fresh();
    const { days, halls, tracks } = await timetableOf(handle.db, 'en');
    expect(days.map((d) => d.label)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Mine site visit']);
    const all = days.flatMap((d) => d.sessions);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all.length).toBeLessThanOrEqual(80);
    expect(halls.map((h) => h.name)).toEqual(['Grand Hall', 'Hall A', 'Hall B', 'Hall C']);
    expect(tracks.length).toBeGreaterThan(5);
    for (const d of days.slice(0, 3)) expect(new Set(d.sessions.map((s) => s.hallId)).size).toBe(4);
    expect(days[3].sessions.length).toBeGreaterThanOrEqual(2);
    expect(days[3].sessions.every((s) => s.hallId === null && s.hall === '')).toBe(true);
    expect(all.every((s) => s.title && s.description && s.track && s.speakers.length > 0)).toBe(true);
    expect(all.some((s) => s.video?.kind === 'video') && all.some((s) => s.slides?.kind === 'slides')).toBe(true);
    // Ulaanbaatar time, as instants
    expect(days[0].sessions[0]).toMatchObject({ starts: '09:00', startsAt: '2025-09-11T09:00:00+08:00', title: 'Opening address' });
    fresh();
    const mn = await timetableOf(handle.db, 'mn');
    expect(mn.days[0].sessions[0].title).toBe('Нээлтийн үг');
    expect(mn.halls[0].name).toBe('Их танхим');
  });

  it('gives the presenters an organisation and a biography in both languages', async () => {
    fresh();
    const en = await speakerPaths(handle.db);
    const pages = en.filter((e) => e.props.lang === 'en');
    expect(pages.length).toBe(22);
    expect(pages.every((p) => p.props.speaker.organisation && p.props.speaker.bio)).toBe(true);
    expect(pages.filter((p) => p.props.sessions.length > 0).length).toBeGreaterThanOrEqual(20);
    const mn = en.find((e) => e.props.lang === 'mn')!;
    expect(mn.props.speaker.bio).toMatch(/[\u0400-\u04ff]/);
    expect(en.every((e) => typeof e.cacheKey === 'string')).toBe(true);
  });

  it('builds a session page per session and language, with its speakers in full', async () => {
    fresh();
    const paths = await sessionPaths(handle.db);
    const { days } = await timetableOf(handle.db, 'en');
    expect(paths.length).toBe(2 * days.flatMap((d) => d.sessions).length);
    const opening = paths.find((p) => p.props.lang === 'en' && p.props.session.title === 'Opening address')!;
    expect(opening.params).toEqual({ lang: 'en', id: String(opening.props.session.id) });
    expect(opening.props.day).toMatchObject({ label: 'Day 1', iso: '2025-09-11' });
    expect(opening.props.speakers.map((s) => s.name)).toEqual(['B. Batbayar', 'D. Sarantuya']);
    expect(opening.props.speakers[0].organisation).toBe('Ministry of Mining and Heavy Industry');
  });

  it('searches folded: a Latin spelling finds the Cyrillic name', async () => {
    fresh();
    const { days } = await timetableOf(handle.db, 'mn');
    const opening = days[0].sessions[0];
    expect(searchText(opening)).toContain(fold('Батбаяр'));
    expect(searchText(opening)).toContain(fold('Batbayar'));
  });

  it('keeps the agenda images for a day without sessions', async () => {
    await handle.db.delete(eventSessions).where(and(eq(eventSessions.event_id, EVENT_ID), eq(eventSessions.event_date_id, 3)));
    fresh();
    const { days } = await timetableOf(handle.db, 'en');
    expect(days[2].sessions).toEqual([]);
    expect(days[2].images.length).toBeGreaterThan(0);
    expect(days[1].sessions.length).toBeGreaterThan(0);
  });
});

describe('structured data and calendars', () => {
  it('lists the sessions as sub-events, and a session as an Event with location, performers and its edition', async () => {
    fresh();
    const { days } = await timetableOf(handle.db, 'en');
    const ld = programmeLd('en', site, days) as { subEvent: { name: string; location: { name: string } }[] };
    expect(ld.subEvent.length).toBe(days.flatMap((d) => d.sessions).length);
    const s = days[0].sessions[0];
    const one = sessionLd('en', site, s);
    expect(one).toMatchObject({
      '@type': 'Event',
      name: 'Opening address',
      startDate: '2025-09-11T09:00:00+08:00',
      location: { '@type': 'Place', name: 'Grand Hall, Shangri-La Centre, Ulaanbaatar' },
      performer: [
        { '@type': 'Person', name: 'B. Batbayar' },
        { '@type': 'Person', name: 'D. Sarantuya' },
      ],
      superEvent: { '@type': 'Event', url: 'https://miningweek.example/en/mw' },
      url: `https://miningweek.example/en/mw/session/${s.id}`,
    });
  });

  it("writes a session's calendar in UTC, and joins several into one calendar", () => {
    const entry = {
      year: 2025,
      description: 'Б. Батбаяр — нээлтийн үг, салбарын төлөв ба ирээдүйн зорилтууд',
      location: 'Их танхим, Шангри-Ла төв, Улаанбаатар',
      url: 'https://miningweek.example/mw/session/1',
      product: 'Mining Week',
      stamp: '2025-08-01T04:05:06.000Z',
    };
    const a = sessionCalendar({
      ...entry,
      id: 1,
      title: 'Нээлтийн үг',
      startsAt: '2025-09-11T09:00:00+08:00',
      endsAt: '2025-09-11T09:30:00+08:00',
    });
    const b = sessionCalendar({
      ...entry,
      id: 2,
      title: 'Хаалтын үг',
      startsAt: '2025-09-13T16:00:00+08:00',
      endsAt: '2025-09-13T16:45:00+08:00',
    });
    expect(a).toContain('DTSTART:20250911T010000Z');
    // the stamp is the session's last change, not the build's moment: a rebuild writes the same bytes
    expect(a).toContain('DTSTAMP:20250801T040506Z');
    expect(
      sessionCalendar({
        ...entry,
        id: 1,
        title: 'Нээлтийн үг',
        startsAt: '2025-09-11T09:00:00+08:00',
        endsAt: '2025-09-11T09:30:00+08:00',
      }),
    ).toBe(a);
    expect(a.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const both = joinCalendars([a, b]);
    expect(both.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(both.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(both.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(unfoldIcs(both)).toContain('SUMMARY:Хаалтын үг');
    expect(unfoldIcs(both)).toContain('UID:mining-week-2025-session-2@miningweek.example');
    expect(joinCalendars([])).toBe('');
  });
});
