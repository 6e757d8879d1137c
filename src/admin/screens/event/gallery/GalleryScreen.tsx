import { useState } from 'react';
import { Options, ScreenHeader, t } from '@admin/kit';
import { useEventDayOptions } from '../event-days';
import { UploadForm } from './UploadForm';
import { DayImages } from './DayImages';

/**
 * /admin/week/gallery: choose a day, upload several pictures at once (previews, progress, the spec's
 * 'Successfully added.' / 'An error occurred: {error}'), and see the pictures the day already has (each can be deleted).
 */
export default function GalleryScreen() {
  const days = useEventDayOptions();
  const [day, setDay] = useState(1);
  // a successful upload or delete reloads the day's pictures
  const [uploads, setUploads] = useState(0);
  return (
    <>
      <ScreenHeader title={t('admin.week.gallery.title')} />
      <div className="adm-card">
        <div className="adm-field">
          <label htmlFor="gallery-day">{t('admin.week.gallery.day')}</label>
          <select id="gallery-day" value={day} onChange={(e) => setDay(Number(e.target.value))}>
            <Options options={days} />
          </select>
        </div>
        <UploadForm day={day} onUploaded={() => setUploads((n) => n + 1)} />
      </div>
      <div className="adm-card">
        <h2>{t('admin.week.gallery.current')}</h2>
        <DayImages
          key={`${day}-${uploads}`}
          day={day}
          dayLabel={days.find((d) => d.value === String(day))?.label ?? String(day)}
          onDeleted={() => setUploads((n) => n + 1)}
        />
      </div>
    </>
  );
}
