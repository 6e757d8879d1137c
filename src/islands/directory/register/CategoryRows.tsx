import { textsT } from '@i18n/island';
import { CONSULTANT_CODE, type MainCategory } from '@shared/directory';
import { MAX_ROWS } from '@shared/directory-registration-rules';
import { Field, fieldId, type OrgFormProps } from './Field';

/** The company's category rows: a main category and one of its sub-categories each, up to `MAX_ROWS`. */
export function CategoryRows(p: OrgFormProps) {
  const { skin, errors, idPrefix } = p;
  const t = textsT(p.texts);
  const c = p.company;
  const setRow = (i: number, main: string, sub: string) => {
    p.onCompany({ ...c, categories: c.categories.map((r, k) => (k === i ? { mainCategory: main, subCategory: sub } : r)) });
    p.clearError(`categories.${i}.mainCategory`);
    p.clearError(`categories.${i}.subCategory`);
    p.clearError('categories');
  };
  const mainName = (m: MainCategory) => (p.lang === 'en' ? m.nameEn : m.nameMn);

  return (
    <fieldset className={`${skin.fieldset} ${skin.wide}`}>
      <legend className={skin.legend}>{t('directory.register.categories')} *</legend>
      {errors.categories && (
        <p id={`${fieldId(idPrefix, 'categories')}-error`} className={skin.error} data-testid="error-categories">
          {errors.categories}
        </p>
      )}
      {c.categories.map((row, i) => {
        const subs = p.categories.find((m) => m.id === row.mainCategory)?.subCategories ?? [];
        return (
          <div className={skin.row} key={i} role="group" aria-label={t('directory.register.category', { n: i + 1 })}>
            <Field field={`categories.${i}.mainCategory`} label={t('directory.register.mainCategory')} required>
              {(a) => (
                <select {...a} className={skin.select} value={row.mainCategory} onChange={(e) => setRow(i, e.target.value, '')}>
                  <option value="">{t('directory.register.chooseMain')}</option>
                  {p.categories.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.id} {mainName(m)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field field={`categories.${i}.subCategory`} label={t('directory.register.subCategory')} required>
              {(a) => (
                <select
                  {...a}
                  className={skin.select}
                  value={row.subCategory}
                  disabled={!row.mainCategory}
                  onChange={(e) => setRow(i, row.mainCategory, e.target.value)}
                >
                  <option value="">{t('directory.register.chooseSub')}</option>
                  {subs
                    .filter((s) => s.category_code.startsWith(row.mainCategory) && s.category_code !== CONSULTANT_CODE)
                    .map((s) => (
                      <option key={s.category_code} value={s.category_code}>
                        {s.name}
                      </option>
                    ))}
                </select>
              )}
            </Field>
            {c.categories.length > 1 && (
              <button
                type="button"
                className={skin.remove}
                aria-label={t('directory.register.removeCategory', { n: i + 1 })}
                onClick={() => p.onCompany({ ...c, categories: c.categories.filter((_, k) => k !== i) })}
              >
                {t('directory.register.remove')}
              </button>
            )}
          </div>
        );
      })}
      {c.categories.length < MAX_ROWS && (
        <button
          type="button"
          className={skin.button}
          onClick={() => p.onCompany({ ...c, categories: [...c.categories, { mainCategory: '', subCategory: '' }] })}
        >
          + {t('directory.register.addCategory')}
        </button>
      )}
    </fieldset>
  );
}
