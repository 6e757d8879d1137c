import { CONSULTANT_CODE, type MainCategory } from '@shared/directory';
import type { Lang } from '@shared/lang';
import type { Tr } from './DirectoryItems';
import type { ListQuery } from './useDirectoryList';

/**
 * What a buyer narrows a company list to (issue 25 §2): several categories at once (the
 * sub-categories of `groups`, grouped by main category) and operating companies only. Every change
 * is a new query (its URL pushed by the search), so each filter state can be shared and Back works.
 * On a sub-category page its own category counts as chosen until the buyer picks others.
 */
export function DirectoryFilters({
  lang,
  groups,
  query,
  onChange,
  tr,
}: {
  lang: Lang;
  groups: MainCategory[];
  query: ListQuery;
  onChange: (q: ListQuery) => void;
  tr: Tr;
}) {
  const own = query.category && query.category.length === 4 ? [query.category] : [];
  const chosen = query.categories.length ? query.categories : own;
  const nameOf = new Map(groups.flatMap((g) => g.subCategories.map((s) => [s.category_code, s.name])));
  const change = (categories: string[], operating = query.operating) => {
    const same = categories.length === own.length && categories.every((c) => own.includes(c));
    onChange({ ...query, categories: same ? [] : [...categories].sort(), operating, page: 1 });
  };
  const toggle = (code: string) => change(chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code]);
  const filtered = query.categories.length > 0 || query.operating;
  return (
    <div className="dsearch-filters" role="group" aria-label={tr('directory.search.filters')}>
      <details className="dsearch-cats">
        <summary>
          {chosen.length ? tr('directory.search.filter.categoriesChosen', { n: chosen.length }) : tr('directory.search.filter.categories')}
        </summary>
        <div className="dsearch-cat-groups">
          {groups.map((g) => (
            <fieldset key={g.id}>
              <legend>{lang === 'en' ? g.nameEn : g.nameMn}</legend>
              {g.subCategories
                .filter((s) => s.category_code !== CONSULTANT_CODE)
                .map((s) => (
                  <label key={s.category_code} className="dsearch-check">
                    <input type="checkbox" checked={chosen.includes(s.category_code)} onChange={() => toggle(s.category_code)} />
                    {s.name}
                  </label>
                ))}
            </fieldset>
          ))}
        </div>
      </details>
      <label className="dsearch-check dsearch-operating">
        <input type="checkbox" checked={query.operating} onChange={(e) => change(chosen, e.target.checked)} />
        {tr('directory.search.filter.operating')}
      </label>
      {query.categories.length > 0 && (
        <ul className="row-list dsearch-chips" aria-label={tr('directory.search.filter.chosen')}>
          {query.categories.map((code) => (
            <li key={code}>
              {nameOf.get(code) ?? code}
              <button
                type="button"
                aria-label={tr('directory.search.filter.remove', { name: nameOf.get(code) ?? code })}
                onClick={() => toggle(code)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {filtered && (
        <button type="button" className="dsearch-clear" onClick={() => onChange({ ...query, categories: [], operating: false, page: 1 })}>
          {tr('directory.search.filter.clear')}
        </button>
      )}
    </div>
  );
}
