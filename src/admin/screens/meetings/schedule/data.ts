import { useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@client/api-client';
import { listKey, useApiGet } from '@admin/kit';

/** The meeting-info screen's one read: the slots (by day and hour, with their live meetings) and the rooms. */
export const SCHEDULE_PATH = '/yellow-page/get/meeting-times-rooms' as const;
type Schedule = ApiAnswer<typeof SCHEDULE_PATH, 'get', 'yp'>;
export type SlotRow = Schedule['meetings']['times'][number];
export type RoomRow = Schedule['meetings']['rooms'][number];

export const useSchedule = () => useApiGet(SCHEDULE_PATH, undefined, { site: 'yp' });

/** Drops a deleted slot from the cached answer (the spec removes it locally, without a reload). */
export function useForgetSlot() {
  const client = useQueryClient();
  return (id: number) =>
    client.setQueryData<Schedule>(listKey('yp', SCHEDULE_PATH), (old) =>
      old ? { meetings: { ...old.meetings, times: old.meetings.times.filter((s) => s.id !== id) } } : old,
    );
}

/** Slots grouped by their day, in the answer's order (by day, then hour). */
export function byDay(slots: SlotRow[]): [string, SlotRow[]][] {
  const days = new Map<string, SlotRow[]>();
  for (const s of slots) days.set(s.meeting_date, [...(days.get(s.meeting_date) ?? []), s]);
  return [...days];
}
