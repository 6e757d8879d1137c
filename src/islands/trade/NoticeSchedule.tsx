import { NOTICE_PAGE_SIZES, type PublicNotice } from '@shared/trade';
import { formatDateTime } from '@shared/dates';
import { textLang, type Lang } from '@shared/lang';
import type { TradeTexts } from './format';
import { PageSize } from './PageSize';
import { Pager, pagerLabels } from '@ui/Pager';
import { DetailsLink } from './DetailsLink';
import { Status, Total } from './Status';
import { useApi } from './useApi';
import { usePaging } from './usePaging';

interface Props {
  lang: Lang;
  texts: TradeTexts;
}

/** The first view's call: the page preloads it (trade.astro), so it must be built the same way. */
export const firstNoticeQuery = (lang: Lang) => ({ page: 1, limit: NOTICE_PAGE_SIZES[0], lang });

/**
 * Tab 'schedule' (the first view, loaded at once): cards of announced auctions, 12/24/50 per page
 * (default 12). Until they arrive, the build's HTML holds card frames of their size, so nothing moves.
 */
export function NoticeSchedule({ lang, texts }: Props) {
  const { page, setPage, limit, changeLimit } = usePaging(NOTICE_PAGE_SIZES[0]);
  const { data: answer, loading, error, reload } = useApi('/get/notice', { ...firstNoticeQuery(lang), page, limit });
  const data = answer && 'notice' in answer ? answer : undefined; // the public answer (the island sends lang)

  return (
    <div className="trade-view" aria-busy={loading}>
      <div className="trade-toolbar">
        <PageSize value={limit} choices={NOTICE_PAGE_SIZES} text={texts['trade.perPage']} onChange={changeLimit} />
        <Total total={data?.total} lang={lang} texts={texts} />
      </div>
      <Status loading={!data} error={error} texts={texts} onRetry={reload} quiet />
      {!data && !error && <NoticeFrames count={limit} />}
      {data && data.notice.length === 0 && !error && <p className="trade-empty">{texts['trade.notice.empty']}</p>}
      {data && data.notice.length > 0 && (
        <ul className="notice-grid auto-grid">
          {data.notice.map((n) => (
            <li key={n.id}>
              <NoticeCard notice={n} lang={lang} texts={texts} />
            </li>
          ))}
        </ul>
      )}
      {data && <Pager current={page} total={data.totalPages} labels={pagerLabels(texts)} onPage={setPage} />}
    </div>
  );
}

/** Empty card frames (the cards' size) while the first page loads. */
function NoticeFrames({ count }: { count: number }) {
  return (
    <ul className="notice-grid auto-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="notice-card notice-card--frame" />
      ))}
    </ul>
  );
}

/** A card's facts; `text`: a free text whose language may differ from the page's (marked with `lang`). */
const FACTS: { label: keyof TradeTexts; key: 'order_num' | 'type' | 'quantity' | 'lot_size' | 'currency'; text?: true }[] = [
  { label: 'trade.notice.orderNum', key: 'order_num' },
  { label: 'trade.notice.type', key: 'type', text: true },
  { label: 'trade.notice.quantity', key: 'quantity', text: true },
  { label: 'trade.notice.lotSize', key: 'lot_size', text: true },
  { label: 'trade.notice.currency', key: 'currency' },
];

function NoticeCard({ notice, lang, texts }: { notice: PublicNotice; lang: Lang; texts: TradeTexts }) {
  return (
    <article className="notice-card">
      <p className="notice-card__date">
        <time dateTime={notice.sell_date}>{formatDateTime(notice.sell_date, lang)}</time>
      </p>
      <h3 className="notice-card__seller" lang={textLang(lang, notice.seller_name)}>
        {notice.seller_name}
      </h3>
      {notice.other && (
        <p className="notice-card__other" lang={textLang(lang, notice.other)}>
          {notice.other}
        </p>
      )}
      <dl className="notice-card__facts">
        {FACTS.map((f) => (
          <div key={f.label}>
            <dt>{texts[f.label]}</dt>
            {f.text ? <dd lang={textLang(lang, String(notice[f.key] ?? ''))}>{notice[f.key]}</dd> : <dd>{notice[f.key]}</dd>}
          </div>
        ))}
      </dl>
      <DetailsLink row={notice} texts={texts} className="notice-card__link" arrow />
    </article>
  );
}
