import { messageOrText } from '@i18n/messages-text';
import type { Lang } from '@shared/lang';
import type { ImportRowError } from '@shared/meeting-import';
import {
  IMPORT_COLUMN_OF,
  SESSION_IMPORT_COLUMNS,
  SESSION_MESSAGES as M,
  sessionInsertSchema,
  type SessionImportColumn,
  type SessionInput,
} from '@shared/event-sessions';
import type { SheetRow } from '@api/yp/meetings/users/spreadsheet-import';
import { nameKey, type namesOfEvent } from './session-queries';

type Names = Awaited<ReturnType<typeof namesOfEvent>>;

/** A spreadsheet's time: 'HH:MM' text as it is, or a day fraction (an XLSX time cell read as a number: 0.375 = 09:00). */
function timeCell(value: string): string {
  const v = value.trim();
  if (!/^(0(\.\d+)?|\.\d+)$/.test(v)) return v;
  const minutes = Math.round(Number(v) * 24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** One name to an id of `byName`: the error's message key when none or several match. */
function one(byName: Map<string, Set<number>>, name: string, unknown: string) {
  const ids = byName.get(nameKey(name));
  if (!ids) return { error: unknown };
  if (ids.size > 1) return { error: M.ambiguousSpeaker };
  return { id: [...ids][0] };
}

/**
 * Each row of a programme file against the single form's rules (sessionInsertSchema), the hall and
 * speakers matched by name (either language) among the edition's halls and presenters, and no
 * formula (an XLSX formula cell, or a text starting with '='). Every problem is listed by row and
 * column; the sessions come only when there is none.
 */
export function checkSessionRows(
  rows: SheetRow<SessionImportColumn>[],
  eventId: number,
  names: Names,
  lang: Lang,
): { sessions: SessionInput[]; errors: ImportRowError[] } {
  const sessions: SessionInput[] = [];
  const errors: ImportRowError[] = [];
  for (const { row, cells, formulas } of rows) {
    const rowErrors: ImportRowError[] = [];
    const fail = (column: string, message: string, vars?: Record<string, string>) => {
      if (!rowErrors.some((e) => e.column === column)) rowErrors.push({ row, column, message: messageOrText(lang, message, vars) });
    };
    for (const column of SESSION_IMPORT_COLUMNS)
      if (formulas.includes(column) || cells[column].trim().startsWith('=')) fail(column, M.formula);

    let hall_id: number | null = null;
    if (cells.hall.trim()) {
      const hall = one(names.halls, cells.hall, M.unknownHall);
      if (hall.error) fail('hall', hall.error === M.ambiguousSpeaker ? M.hall : M.unknownHall, { name: cells.hall.trim() });
      else hall_id = hall.id!;
    }
    const speaker_ids: number[] = [];
    for (const name of cells.speakers
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const speaker = one(names.presenters, name, M.unknownSpeaker);
      if (speaker.error) fail('speakers', speaker.error, { name });
      else speaker_ids.push(speaker.id!);
    }

    const parsed = sessionInsertSchema.safeParse({
      event_id: eventId,
      event_date_id: cells.day.trim(),
      starts_at: timeCell(cells.start),
      ends_at: timeCell(cells.end),
      hall_id,
      track_mn: cells.track_mn,
      track_en: cells.track_en,
      title_mn: cells.title_mn,
      title_en: cells.title_en,
      description_mn: cells.description_mn,
      description_en: cells.description_en,
      slides_url: cells.slides_url,
      video_url: cells.video_url,
      speaker_ids,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column = IMPORT_COLUMN_OF[field] ?? field;
        if (!rowErrors.some((e) => e.column === column)) rowErrors.push({ row, column, message: messageOrText(lang, issue.message) });
      }
    errors.push(...rowErrors);
    if (parsed.success && !rowErrors.length) sessions.push(parsed.data);
  }
  return { sessions, errors };
}
