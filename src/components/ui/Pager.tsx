import type { MouseEvent } from 'react';
import { fill } from '@i18n/fill';
import type { Texts } from '@i18n/pick';
import { pagerSteps, stepLabel, type PagerLabels, type PagerOptions } from '@lib/pagination';

type Props = PagerOptions & {
  current: number;
  total: number;
  labels: PagerLabels;
} & (
    | {
        /** Links (shareable pages): the URL of a page; `onPage` may take over a plain click. */
        hrefOf: (page: number) => string;
        onPage?: (e: MouseEvent, page: number) => void;
      }
    | {
        /** Buttons (a page of live data that has no URL of its own). */
        hrefOf?: undefined;
        onPage: (page: number) => void;
      }
  );

/** The pager's words from an island's `pager.*` strings (`pickTexts(lang, 'pager.')`). */
export const pagerLabels = (texts: Texts<'pager.'>): PagerLabels => ({
  label: texts['pager.label'],
  first: texts['pager.first'],
  previous: texts['pager.previous'],
  next: texts['pager.next'],
  last: texts['pager.last'],
  page: (page) => fill(texts['pager.page'], { page }),
});

/** The islands' pager: the same steps (`pagerSteps`) and look (`.pager`) as `@ui/Pager.astro`. */
export function Pager(props: Props) {
  const { current, total, labels } = props;
  const steps = pagerSteps(current, total, props);
  if (!steps.length) return null;
  return (
    <nav className="pager" aria-label={labels.label}>
      {steps.map((s, i) => {
        const name = stepLabel(s, labels);
        if (props.hrefOf === undefined) {
          const onPage = props.onPage;
          return (
            <button
              key={i}
              type="button"
              className="step"
              aria-label={name}
              title={name}
              disabled={s.page === null}
              aria-current={s.current ? 'page' : undefined}
              onClick={() => onPage(s.page!)}
            >
              {s.text}
            </button>
          );
        }
        if (s.page === null)
          return (
            <span key={i} className="step" aria-disabled="true" title={name}>
              {s.text}
            </span>
          );
        const { hrefOf, onPage } = props;
        const page = s.page;
        return (
          <a
            key={i}
            className="step"
            href={hrefOf(page)}
            title={name}
            aria-label={name}
            aria-current={s.current ? 'page' : undefined}
            onClick={onPage && ((e) => onPage(e, page))}
          >
            {s.text}
          </a>
        );
      })}
    </nav>
  );
}
