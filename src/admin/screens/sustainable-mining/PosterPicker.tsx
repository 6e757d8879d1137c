import { useEffect, useMemo } from 'react';
import { FILE_MESSAGES } from '@shared/files';
import { fileKindOk, t } from '@admin/kit';

/** A poster of the form: one the item already has (its URL) or a newly picked file. */
export type Poster = { type: 'url'; url: string } | { type: 'file'; file: File };

interface Props {
  posters: Poster[];
  onChange: (next: Poster[]) => void;
  error?: string;
  onError: (message: string | undefined) => void;
}

/** The posters in their order: add files, move up/down (the first cannot go up, the last not down), remove. */
export function PosterPicker({ posters, onChange, error, onError }: Props) {
  const previews = useMemo(() => posters.map((p) => (p.type === 'url' ? p.url : URL.createObjectURL(p.file))), [posters]);
  useEffect(() => () => previews.forEach((src, i) => posters[i]?.type === 'file' && URL.revokeObjectURL(src)), [previews, posters]);

  const move = (from: number, to: number) => {
    const next = [...posters];
    [next[from], next[to]] = [next[to], next[from]];
    onChange(next);
  };
  const add = (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    const bad = picked.find((f) => !fileKindOk(f, 'image'));
    if (bad) return onError(t(FILE_MESSAGES.imageOnly));
    onError(undefined);
    onChange([...posters, ...picked.map((file) => ({ type: 'file' as const, file }))]);
  };

  return (
    <div className="adm-field adm-field--wide mining-posters">
      <label htmlFor="mining-images" id="mining-images-label" className="adm-field__label">
        {t('admin.mining.posters')}
        <span className="adm-required">*</span>
      </label>
      <ol className="mining-poster-list">
        {posters.map((p, i) => (
          <li key={p.type === 'url' ? p.url : `${p.file.name}-${i}`} data-testid="poster">
            <img src={previews[i]} alt={t('admin.mining.posterN', { n: i + 1 })} width={72} height={100} />
            <span className="mining-poster-kind">{p.type === 'url' ? t('admin.mining.kept') : t('admin.mining.new')}</span>
            <span className="mining-poster-actions">
              <button
                type="button"
                className="adm-btn adm-btn--small adm-btn--ghost"
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={t('admin.mining.up', { n: i + 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className="adm-btn adm-btn--small adm-btn--ghost"
                disabled={i === posters.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={t('admin.mining.down', { n: i + 1 })}
              >
                ↓
              </button>
              <button
                type="button"
                className="adm-btn adm-btn--small adm-btn--danger"
                onClick={() => onChange(posters.filter((_, k) => k !== i))}
                aria-label={t('admin.mining.remove', { n: i + 1 })}
              >
                ×
              </button>
            </span>
          </li>
        ))}
      </ol>
      <input
        id="mining-images"
        type="file"
        multiple
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'error-images' : undefined}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      {error && (
        <p className="adm-field__error" id="error-images" data-testid="error-images" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
