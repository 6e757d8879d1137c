import type { SelectHTMLAttributes } from 'react';
import type { Option } from './types';

/** A select's choices, one `<option>` per option (a first 'all' or 'choose' entry is simply the first option). */
export function Options({ options }: { options: readonly Option[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className'> & { 'data-testid'?: string };

/**
 * A select with its label beside it (`adm-inline-field`: a list's toolbar filter) or above it
 * (`className="adm-field"`: a search form); every other prop is the select's own.
 */
export function LabeledSelect({
  label,
  options,
  className = 'adm-inline-field',
  ...select
}: SelectProps & { label: string; options: readonly Option[]; className?: string }) {
  return (
    <label className={className}>
      <span>{label}</span>
      <select {...select}>
        <Options options={options} />
      </select>
    </label>
  );
}
