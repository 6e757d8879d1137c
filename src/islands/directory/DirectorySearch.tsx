import type { Lang } from '../../shared/lang';

/** The directory home's search: tabs Company / Consultant, the search box and the results (placeholder: the search part fills it). */
export default function DirectorySearch({ lang }: { lang: Lang }) {
  return <div className="directory-search" data-lang={lang} />;
}
