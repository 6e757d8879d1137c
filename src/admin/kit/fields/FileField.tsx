import { useEffect, useMemo, useRef, useState } from 'react';
import { t } from '@admin/i18n';
import { fileKindOk, FILE_RULES, VIDEO_MAX_BYTES } from '../upload';
import type { FieldProps } from './FieldProps';
import { FilePick } from './FilePick';

const MB = 1024 * 1024;

/**
 * image / pdf / video input. The value is a new File, or the stored URL of the record being edited
 * (kept when not replaced), or null. A wrong type or size is refused here (the file is not taken)
 * and said under the field; the server checks the content again.
 */
export function FileField({ field, value, onChange, error, id, describedBy }: FieldProps) {
  const kind = field.type as 'image' | 'pdf' | 'video';
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const file = value instanceof File ? value : null;
  const url = typeof value === 'string' && value ? value : null;
  const preview = useMemo(() => (file && kind === 'image' ? URL.createObjectURL(file) : null), [file, kind]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => {
    if (!value && input.current) input.current.value = ''; // the form was cleared
  }, [value]);

  const pick = (chosen: File | undefined) => {
    setLocalError(null);
    if (!chosen) return;
    const reject = (message: string) => {
      setLocalError(message);
      if (input.current) input.current.value = '';
    };
    if (!fileKindOk(chosen, kind)) return reject(field.typeMessage ?? t(`admin.kit.${kind}Type`));
    if (kind === 'image' && chosen.size > (field.maxMb ?? 10) * MB) return reject(t('admin.kit.imageSize', { mb: field.maxMb ?? 10 }));
    if (kind === 'video' && chosen.size > VIDEO_MAX_BYTES) return reject(t('admin.kit.videoSize'));
    onChange(chosen);
  };

  const shown = localError ?? error;
  return (
    <div className="adm-file">
      {kind === 'image' && (preview || url) && (
        <img
          className="adm-file__preview"
          src={preview ?? url ?? ''}
          alt=""
          width={220}
          height={137}
          data-testid={`${field.name}-preview`}
        />
      )}
      {kind !== 'image' && (file || url) && (
        <p className="adm-file__current">
          {file ? (
            `${file.name} (${(file.size / MB).toFixed(1)} MB)`
          ) : (
            <a href={url ?? ''} target="_blank" rel="noreferrer">
              {t('admin.kit.currentFile')}
            </a>
          )}
        </p>
      )}
      <FilePick
        ref={input}
        id={id}
        accept={FILE_RULES[kind].accept}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => pick(e.target.files?.[0])}
        fileName={file?.name ?? null}
      />
      {localError && (
        <p className="adm-field__error" role="alert">
          {localError}
        </p>
      )}
    </div>
  );
}
