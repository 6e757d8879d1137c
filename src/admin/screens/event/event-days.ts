import { EVENT_ID, EVENT_LANGUAGE_ID } from '@shared/event';
import { useApiGet, type Option } from '@admin/kit';

/** The days of `/get/event-dates` (one row per day, named in Mongolian) as choices of `event_date_id`. */
export function useEventDayOptions(): Option[] {
  const answer = useApiGet('/get/event-dates', { language: String(EVENT_LANGUAGE_ID.mn) }, { site: 'mw' }).data;
  return (answer?.dates ?? [])
    .filter((d) => d.event_id === EVENT_ID)
    .map((d) => ({ value: String(d.event_date_id), label: `${d.day} (${d.event_date})` }));
}
