import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH } from '@shared/assessment-rules';
import { textsT } from '@i18n/island';
import type { AssessTexts } from './common';

/**
 * Six single-digit inputs: non-digits are stripped, typing moves on, Backspace moves back, and a
 * pasted (or autofilled) whole code fills every box.
 */
export default function CodeInputs({
  digits,
  onChange,
  texts,
  invalid,
  describedBy,
}: {
  digits: string[];
  onChange: (next: string[]) => void;
  texts: AssessTexts;
  invalid: boolean;
  describedBy?: string;
}) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  const spread = (from: number, value: string) => {
    const clean = value.replace(/\D/g, '');
    const next = [...digits];
    if (!clean) {
      next[from] = '';
      onChange(next);
      return;
    }
    for (let k = 0; k < clean.length && from + k < CODE_LENGTH; k++) next[from + k] = clean[k];
    onChange(next);
    focus(from + clean.length);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault();
      const next = [...digits];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    spread(i === 0 || e.clipboardData.getData('text').replace(/\D/g, '').length >= CODE_LENGTH ? 0 : i, e.clipboardData.getData('text'));
  };

  return (
    <div className="assess-code" role="group" aria-describedby={describedBy}>
      {Array.from({ length: CODE_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className="input assess-code__digit"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={textsT(texts)('assess.codeLabel', { n: i + 1 })}
          aria-invalid={invalid || undefined}
          // a whole code may arrive in the first box (one-time-code autofill)
          maxLength={i === 0 ? CODE_LENGTH : 1}
          value={digits[i]}
          onChange={(e) => spread(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
