import { useEffect, useMemo, useRef, useState } from 'react';
import { fileKindOk, FILE_RULES, postForm, shown, t, useToast } from '@admin/kit';
import { ApiRequestError } from '@client/api-client';
import { GALLERY_MAX_FILE_MB, GALLERY_MAX_FILES, GALLERY_MESSAGES, fileMessage, galleryUploadSchema } from '@shared/event-gallery';

/** Several pictures at once, with previews; nothing is sent when none is chosen; progress while sending. */
export function UploadForm({ day, onUploaded }: { day: number; onUploaded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const toast = useToast();
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p)), [previews]);

  const fail = (error: string) => toast.error(t('admin.week.gallery.failure', { error }));
  const pick = (chosen: File[]) => {
    const wrong = chosen.find((f) => !fileKindOk(f, 'image'));
    if (wrong) return fail(fileMessage(t(GALLERY_MESSAGES.type), wrong.name));
    const big = chosen.find((f) => f.size > GALLERY_MAX_FILE_MB * 1024 * 1024);
    if (big) return fail(fileMessage(t(GALLERY_MESSAGES.size), big.name));
    setFiles((shown) => [...shown, ...chosen]);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // the server's own schema: a day and 1 to 20 files; nothing is sent otherwise
    const checked = galleryUploadSchema.safeParse({ event_date_id: day, images: files });
    if (!checked.success) return fail(shown(checked.error.issues[0].message));
    const body = new FormData();
    body.append('event_date_id', String(day));
    files.forEach((f) => body.append('images', f));
    try {
      setProgress(0);
      await postForm('/insert/gallery', body, { site: 'mw', onProgress: setProgress });
      toast.success(t('admin.week.gallery.success'));
      setFiles([]);
      if (input.current) input.current.value = '';
      onUploaded();
    } catch (err) {
      fail(err instanceof ApiRequestError ? err.message : String(err));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="gallery-form">
      <div className="adm-field">
        <label htmlFor="gallery-images">{t('admin.week.gallery.images')} *</label>
        <input
          ref={input}
          id="gallery-images"
          type="file"
          multiple
          accept={FILE_RULES.image.accept}
          aria-describedby="gallery-hint"
          onChange={(e) => {
            pick([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <small id="gallery-hint">{t('admin.week.gallery.hint', { files: GALLERY_MAX_FILES, mb: GALLERY_MAX_FILE_MB })}</small>
      </div>
      {files.length > 0 && (
        <>
          <p>{t('admin.week.gallery.chosen', { n: files.length })}</p>
          <ul className="gla-grid" data-testid="gallery-previews">
            {files.map((f, k) => (
              <li key={previews[k]}>
                <img className="gla-thumb" src={previews[k]} alt="" />
                <span>{f.name}</span>
                <button
                  type="button"
                  className="adm-btn adm-btn--small adm-btn--ghost"
                  onClick={() => setFiles((shown) => shown.filter((_, j) => j !== k))}
                  aria-label={t('admin.week.gallery.remove', { name: f.name })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {progress !== null && (
        <div className="adm-progress">
          <progress max={100} value={progress} aria-label={t('admin.week.gallery.progress')} />
          <span>{progress}%</span>
        </div>
      )}
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={progress !== null}>
          {t('admin.week.gallery.upload')}
        </button>
      </div>
    </form>
  );
}
