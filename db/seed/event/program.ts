import { eventAgenda, eventHalls, eventPresentations, eventPresenters } from '@db/schema';
import { insertAll, insertReturningIds } from '../batch';
import { onePagePdf } from '../files/documents';
import { portraitPicture } from '../files/pictures';
import { timetablePicture } from '../files/timetable';
import { nn } from '../random';
import { DEFAULT_PRESENTER_IMAGES, EVENT_2023_ID } from '@shared/event-program';
import { EVENT_ID } from '@shared/event';
import {
  PRESENTERS,
  PRESENTER_PROFILES,
  PRESENTATIONS_2023,
  PRESENTATIONS_2025,
  HALLS_2023,
  HALLS_2025,
  type SeedPresentation,
} from './program-content';
import type { EventSeedContext } from './context';

const AGENDA_DAYS = [
  { day: 1, date: '2025-09-11' },
  { day: 2, date: '2025-09-12' },
  { day: 3, date: '2025-09-13' },
];

/** Demo presenters, agenda, halls, presentations of the event site (files under `seed/event/`). */
export async function seedEventProgram({ db, storage, counts }: EventSeedContext): Promise<void> {
  const writes: Promise<void>[] = [];
  const put = (key: string, body: Uint8Array, type: string) => {
    writes.push(storage.put(`seed/event/${key}`, body, type));
    return storage.url(`seed/event/${key}`);
  };

  await insertAll(
    db,
    counts,
    eventAgenda,
    AGENDA_DAYS.flatMap(({ day, date }) =>
      [1, 2].map((language_id) => ({
        event_id: EVENT_ID,
        event_date_id: day,
        language_id,
        agenda_image: put(`agenda-${day}-${language_id}.png`, timetablePicture(day, date, language_id - 1), 'image/png'),
      })),
    ),
  );

  await insertAll(
    db,
    counts,
    eventPresenters,
    PRESENTERS.map((p, i) => ({
      ...p,
      ...PRESENTER_PROFILES[i],
      event_id: EVENT_ID,
      presenter_queue: i + 1,
      // two use the shared placeholders, as an admin may choose
      profile_img:
        i === 7
          ? DEFAULT_PRESENTER_IMAGES.female
          : i === 15
            ? DEFAULT_PRESENTER_IMAGES.male
            : put(`presenter-${nn(i)}.png`, portraitPicture(i), 'image/png'),
    })),
  );

  const pdfUrl = (title: string, i: number) =>
    put(
      `presentation-${nn(i)}.pdf`,
      onePagePdf(title, ['Mining Week', title, '', 'Demonstration slides for the local database.']),
      'application/pdf',
    );
  let pdfs = 0;
  const presentations = async (eventId: number, halls: { hall_name: string; hall_name_en: string }[], list: SeedPresentation[]) => {
    const ids = await insertReturningIds(
      db,
      counts,
      eventHalls,
      halls.map((h) => ({ ...h, event_id: eventId })),
    );
    await insertAll(
      db,
      counts,
      eventPresentations,
      list.map((p, i) => ({
        hall_id: ids[p.hall],
        event_date_id: p.day,
        present_name: p.mn,
        present_name_en: p.en,
        present_url: p.url === 'pdf' ? pdfUrl(p.en, pdfs++) : p.url,
        sequence: i,
      })),
    );
  };
  await presentations(EVENT_ID, HALLS_2025, PRESENTATIONS_2025);
  await presentations(EVENT_2023_ID, HALLS_2023, PRESENTATIONS_2023);
  await Promise.all(writes);
}
