import { useEffect, useMemo, useState } from 'react';
import { textsT } from '@i18n/island';
import { LOGO_TYPES } from '@shared/directory-registration-rules';
import { fieldId, type OrgFormProps } from './Field';

/** The logo: jpeg or png, with a preview of the chosen file. */
export function LogoField(p: OrgFormProps) {
  const { skin, idPrefix } = p;
  const t = textsT(p.texts);
  const id = fieldId(idPrefix, 'logo');
  const err = p.errors.logo;
  const url = useMemo(() => (p.logo ? URL.createObjectURL(p.logo) : null), [p.logo]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const [inputKey, setInputKey] = useState(0);
  // a cleared logo (form reset) empties the file input too
  useEffect(() => {
    if (!p.logo) setInputKey((k) => k + 1);
  }, [p.logo]);
  const described = [`${id}-hint`, p.logoNote ? `${id}-note` : '', err ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${skin.field} ${skin.wide}`}>
      <label htmlFor={id} className={skin.label || undefined}>
        {t('directory.register.logo')} *
      </label>
      {/* the native input stays (keyboard, screen readers, its label) but unseen over a button in the page's language */}
      <div className={skin.file}>
        <input
          key={inputKey}
          id={id}
          className={`${skin.file}__input`}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-invalid={err ? true : undefined}
          aria-describedby={described}
          onChange={(e) => {
            p.onLogo(e.target.files?.[0] ?? null);
            p.clearError('logo');
          }}
        />
        <span className={`${skin.button} ${skin.file}__button`} aria-hidden="true">
          {t('directory.register.logoChoose')}
        </span>
        <span className={`${skin.file}__name`} aria-hidden="true">
          {p.logo ? p.logo.name : t('directory.register.logoNone')}
        </span>
      </div>
      <p id={`${id}-hint`} className={skin.hint}>
        {p.logoHint ?? t('directory.register.logoHint')}
      </p>
      {p.logoNote && (
        <p id={`${id}-note`} className={skin.hint} role="status">
          {p.logoNote}
        </p>
      )}
      {url && p.logo && (
        <img className="dreg-logo" src={url} alt={`${t('directory.register.logoPreview')}: ${p.logo.name}`} data-testid="logo-preview" />
      )}
      {err && (
        <p id={`${id}-error`} className={skin.error} data-testid="error-logo">
          {err}
        </p>
      )}
    </div>
  );
}
