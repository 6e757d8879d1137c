import { lazy, Suspense } from 'react';
import { t } from '@admin/i18n';
import type { Option } from '../types';
import { Options } from '../Select';
import { FileField } from './FileField';
import type { FieldProps } from './FieldProps';

// tiptap is the heaviest part of the kit: only forms with a rich-text field load it.
const RichTextField = lazy(() => import('./RichTextField').then((m) => ({ default: m.RichTextField })));

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function useFieldOptions(props: FieldProps): Option[] {
  const loaded = props.field.useOptions?.();
  return loaded ?? props.field.options ?? [];
}

function ChoiceField(props: FieldProps) {
  const { field, value, onChange, id, describedBy, error } = props;
  const options = useFieldOptions(props);
  if (field.type === 'select')
    return (
      <select
        id={id}
        value={text(value)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={props.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{t('admin.kit.select')}</option>
        <Options options={options} />
      </select>
    );
  return (
    <div
      className={field.type === 'icon' ? 'adm-icons' : 'adm-radios'}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      {options.map((o, i) => (
        <label key={o.value} className={field.type === 'icon' ? 'adm-icon-choice' : 'adm-radio'} title={o.label}>
          <input
            type="radio"
            id={i === 0 ? id : undefined}
            name={field.name}
            value={o.value}
            checked={text(value) === o.value}
            onChange={() => onChange(o.value)}
          />
          {field.type === 'icon' && o.icon ? (
            <>
              <span aria-hidden="true">{o.icon}</span>
              <span className="adm-sr-only">{o.label}</span>
            </>
          ) : (
            <span>{o.label}</span>
          )}
        </label>
      ))}
    </div>
  );
}

/** One input for any field type of the kit. */
export function FieldControl(props: FieldProps) {
  const { field, value, onChange, onBlur, id, describedBy, error } = props;
  const common = { id, onBlur, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, placeholder: field.placeholder };
  switch (field.type) {
    case 'textarea':
      return <textarea {...common} rows={4} value={text(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'checkbox':
      return (
        <input {...common} type="checkbox" checked={value === true || value === 'true'} onChange={(e) => onChange(e.target.checked)} />
      );
    case 'select':
    case 'radio':
    case 'icon':
      return <ChoiceField {...props} />;
    case 'image':
    case 'pdf':
    case 'video':
      return <FileField {...props} />;
    case 'richtext':
      return (
        <Suspense fallback={<div className="adm-rte adm-rte--loading">{t('admin.loading')}</div>}>
          <RichTextField {...props} />
        </Suspense>
      );
    case 'number':
      return <input {...common} type="number" inputMode="numeric" value={text(value)} onChange={(e) => onChange(e.target.value)} />;
    default:
      return <input {...common} type={field.type} value={text(value)} onChange={(e) => onChange(e.target.value)} />;
  }
}
