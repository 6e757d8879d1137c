import { useId } from 'react';

interface Props {
  value: number;
  choices: readonly number[];
  text: string;
  onChange: (size: number) => void;
}

export function PageSize({ value, choices, text, onChange }: Props) {
  const id = useId();
  return (
    <div className="trade-field">
      <label htmlFor={id}>{text}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {choices.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
