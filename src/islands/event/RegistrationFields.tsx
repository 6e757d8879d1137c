import type { Dispatch, SetStateAction } from 'react';
import {
  ATTENDEE_TYPES,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationProblemField,
  type RegistrationValues,
} from '@shared/event-registration-rules';
import type { Texts } from '@i18n/pick';

export type FormValues = RegistrationValues;
export const EMPTY_VALUES: FormValues = {
  ...(Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, ''])) as Record<RegistrationField, string>),
  attendee_type: '',
};
/** The values trimmed, as the rules and the server read them. */
export const trimmed = (v: FormValues): FormValues => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.trim()])) as FormValues;

const INPUT: Record<RegistrationField, { type: string; autoComplete: string }> = {
  company: { type: 'text', autoComplete: 'organization' },
  first_name: { type: 'text', autoComplete: 'given-name' },
  last_name: { type: 'text', autoComplete: 'family-name' },
  country: { type: 'text', autoComplete: 'country-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone_number: { type: 'tel', autoComplete: 'tel' },
};

interface Props {
  idPrefix: string;
  texts: Texts<'event.register.'>;
  values: FormValues;
  setValues: Dispatch<SetStateAction<FormValues>>;
  invalid: RegistrationProblemField[];
  setInvalid: Dispatch<SetStateAction<RegistrationProblemField[]>>;
  /** The id of the message the invalid fields point to (when it shows). */
  describedBy: string | undefined;
}

/**
 * The registration's fields, shared by the public form and the manage page: the six texts (two to a
 * row from 40rem) and the attendee type as a required radio group (issue 27 §6).
 */
export function RegistrationFields({ idPrefix, texts, values, setValues, invalid, setInvalid, describedBy }: Props) {
  const change = (f: keyof FormValues, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    if (invalid.includes(f)) setInvalid((list) => list.filter((x) => x !== f));
  };
  const typeBad = invalid.includes('attendee_type');
  return (
    <div className="form-grid">
      {REGISTRATION_FIELDS.map((f) => {
        const bad = invalid.includes(f);
        return (
          <div className="field" key={f}>
            <label htmlFor={`${idPrefix}-${f}`}>{texts[`event.register.${f}`]} *</label>
            <input
              className="input"
              id={`${idPrefix}-${f}`}
              name={f}
              {...INPUT[f]}
              required
              value={values[f]}
              aria-invalid={bad || undefined}
              aria-describedby={bad ? describedBy : undefined}
              onChange={(e) => change(f, e.target.value)}
            />
          </div>
        );
      })}
      <fieldset
        className="field field--wide attendee-types"
        aria-invalid={typeBad || undefined}
        aria-describedby={typeBad ? describedBy : undefined}
      >
        <legend className="label">{texts['event.register.attendee_type']} *</legend>
        <div className="attendee-types__choices">
          {ATTENDEE_TYPES.map((type) => (
            <label className="check" key={type}>
              <input
                type="radio"
                name={`${idPrefix}-attendee_type`}
                value={type}
                required
                checked={values.attendee_type === type}
                onChange={() => change('attendee_type', type)}
              />
              {texts[`event.register.attendee.${type}`]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
