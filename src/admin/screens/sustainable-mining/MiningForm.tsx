import { useState, type FormEvent } from 'react';
import type { Lang } from '../../../shared/lang';
import { MINING_MESSAGES as M, type MiningItem, type PosterOrderEntry } from '../../../shared/sustainable-mining';
import { ApiRequestError } from '../../../shared/api-client';
import { FieldControl, postForm, t, useInvalidate, useToast, type Field } from '../../kit';
import { PosterPicker, type Poster } from './PosterPicker';
import { miningResource } from './resource';

const PDF_FIELD: Field = { name: 'pdf', label: t('admin.library.pdf'), type: 'pdf', required: true };
type Errors = Partial<Record<'title' | 'language' | 'images' | 'pdf', string>>;

/** Add/edit form: title, language, posters (kept URLs and new files, in order) and the PDF. */
export function MiningForm({ editing, onSaved }: { editing: MiningItem | null; onSaved: () => void }) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [language, setLanguage] = useState<Lang | ''>(editing?.language ?? 'mn');
  const [posters, setPosters] = useState<Poster[]>(editing?.posters.map((url) => ({ type: 'url' as const, url })) ?? []);
  const [pdf, setPdf] = useState<unknown>(editing?.pdf ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const invalidate = useInvalidate(miningResource);
  const toast = useToast();

  const clear = (name: keyof Errors) => setErrors((e) => ({ ...e, [name]: undefined }));
  const check = (): Errors => {
    const e: Errors = {};
    if (!title.trim()) e.title = M.title;
    if (!language) e.language = M.language;
    if (posters.length === 0) e.images = M.posters;
    if (!editing && !(pdf instanceof File)) e.pdf = M.pdf;
    return e;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    const fd = new FormData();
    if (editing) fd.append('id', String(editing.id));
    fd.append('title', title.trim());
    fd.append('language', language);
    const files = posters.flatMap((p) => (p.type === 'file' ? [p.file] : []));
    files.forEach((f) => fd.append('images', f));
    let n = 0;
    const order: PosterOrderEntry[] = posters.map((p) => (p.type === 'file' ? { type: 'file', index: n++ } : { type: 'url', url: p.url }));
    fd.append('imageOrder', JSON.stringify(order));
    if (pdf instanceof File) fd.append('pdf', pdf);
    setProgress(0);
    try {
      await postForm(editing ? miningResource.endpoints.update : miningResource.endpoints.insert, fd, { onProgress: setProgress });
      await invalidate();
      toast.success(t('admin.mining.saved'), 3000);
      onSaved();
    } catch (err) {
      if (err instanceof ApiRequestError && err.field)
        setErrors({ [err.field.split('.')[0] === 'imageOrder' ? 'images' : err.field]: err.message });
      toast.error(t('admin.mining.saveError'), 3000);
    } finally {
      setProgress(null);
    }
  };

  const fieldError = (name: keyof Errors) =>
    errors[name] && (
      <p id={`mining-${name}-error`} className="adm-field__error" data-testid={`error-${name}`}>
        {errors[name]}
      </p>
    );

  return (
    <form className="adm-form" onSubmit={submit} noValidate>
      <div className="adm-grid">
        <div className="adm-field adm-field--wide">
          <label htmlFor="mining-title" className="adm-field__label">
            {t('admin.library.title')}
            <span className="adm-required">*</span>
          </label>
          <input
            id="mining-title"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              clear('title');
            }}
            aria-invalid={errors.title ? true : undefined}
          />
          {fieldError('title')}
        </div>
        <div className="adm-field">
          <label htmlFor="mining-language" className="adm-field__label">
            {t('admin.mining.language')}
            <span className="adm-required">*</span>
          </label>
          <select id="mining-language" value={language} onChange={(e) => setLanguage(e.target.value as Lang | '')}>
            <option value="mn">Монгол (mn)</option>
            <option value="en">English (en)</option>
          </select>
          {fieldError('language')}
        </div>
        <div className="adm-field">
          <label htmlFor="mining-pdf" className="adm-field__label">
            {t('admin.library.pdf')}
            <span className="adm-required">*</span>
          </label>
          <FieldControl
            field={PDF_FIELD}
            id="mining-pdf"
            value={pdf}
            onChange={(v) => {
              setPdf(v);
              clear('pdf');
            }}
            error={errors.pdf}
          />
          {fieldError('pdf')}
        </div>
        <PosterPicker
          posters={posters}
          onChange={setPosters}
          error={errors.images}
          onError={(m) => setErrors((e) => ({ ...e, images: m }))}
        />
      </div>
      {progress !== null && (
        <div className="adm-progress">
          <progress max={100} value={progress} aria-label={t('admin.kit.uploading', { percent: progress })} />
          <span>{t('admin.kit.uploading', { percent: progress })}</span>
        </div>
      )}
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={progress !== null}>
          {editing ? t('admin.kit.save') : t('admin.kit.add')}
        </button>
      </div>
    </form>
  );
}
