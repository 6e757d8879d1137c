import { textsT } from '@i18n/island';
import { COMPANY_LIST_FIELDS, MAX_LENGTH, MAX_ROWS, type CompanyListField } from '@shared/directory-registration-rules';
import { Field, type OrgFormProps } from './Field';

/** A list's legend ("E-mails") and one entry's label: "E-mail" when it is the only one, "E-mail 2" among several. */
const LABELS = {
  emails: { list: 'directory.register.emails', item: 'directory.register.email' },
  phones: { list: 'directory.register.phones', item: 'directory.register.phone' },
  faxes: { list: 'directory.register.faxes', item: 'directory.register.fax' },
  websites: { list: 'directory.register.websites', item: 'directory.register.website' },
} as const satisfies Record<CompanyListField, { list: string; item: string }>;
const LIST_INPUT: Record<CompanyListField, { type: string; autoComplete: string }> = {
  emails: { type: 'email', autoComplete: 'email' },
  phones: { type: 'tel', autoComplete: 'tel' },
  faxes: { type: 'tel', autoComplete: 'off' },
  websites: { type: 'url', autoComplete: 'url' },
};

/** The company's contact lists (e-mails, phones, faxes, websites): up to `MAX_ROWS` entries each. */
export function ContactLists(p: OrgFormProps) {
  const { skin } = p;
  const t = textsT(p.texts);
  const c = p.company;
  const setList = (f: CompanyListField, list: string[], touched?: number) => {
    p.onCompany({ ...c, [f]: list });
    if (touched !== undefined) p.clearError(`${f}.${touched}`);
  };

  return COMPANY_LIST_FIELDS.map((f) => {
    const list = t(LABELS[f].list);
    const item = t(LABELS[f].item);
    const entryLabel = (n: number) => (c[f].length === 1 ? item : t('directory.register.entry', { item, n }));
    return (
      <fieldset key={f} className={skin.fieldset}>
        <legend className={skin.legend}>{list}</legend>
        {c[f].map((value, i) => (
          <div className={skin.row} key={i}>
            <Field field={`${f}.${i}`} label={entryLabel(i + 1)}>
              {(a) => (
                <input
                  {...a}
                  {...LIST_INPUT[f]}
                  className={skin.input}
                  value={value}
                  maxLength={MAX_LENGTH[f]}
                  onChange={(e) =>
                    setList(
                      f,
                      c[f].map((v, k) => (k === i ? e.target.value : v)),
                      i,
                    )
                  }
                />
              )}
            </Field>
            {c[f].length > 1 && (
              <button
                type="button"
                className={skin.remove}
                aria-label={t('directory.register.removeEntry', { item, n: i + 1 })}
                onClick={() =>
                  setList(
                    f,
                    c[f].filter((_, k) => k !== i),
                  )
                }
              >
                {t('directory.register.remove')}
              </button>
            )}
          </div>
        ))}
        {c[f].length < MAX_ROWS && (
          <button
            type="button"
            className={skin.button}
            aria-label={t('directory.register.addEntryLabel', { list })}
            onClick={() => setList(f, [...c[f], ''])}
          >
            + {t('directory.register.addEntry')}
          </button>
        )}
      </fieldset>
    );
  });
}
