import type { Field } from '../types';

export interface FieldProps {
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  error?: string;
  /** The input's id (the label points at it). */
  id: string;
  /** Error / hint element ids. */
  describedBy?: string;
}
