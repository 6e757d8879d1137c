import { useState } from 'react';
import { NOTICE_PAGE_SIZES, type PublicNotice } from '../../shared/trade';
import { formatCount, label } from './format';
import { formatDateTime } from '../../shared/dates';
import type { Lang } from '../../shared/lang';
import type { TradeLabels } from './labels';
import { PageSize } from './PageSize';
import { Pager } from './Pager';
import { DetailsLink } from './DetailsLink';
import { Status } from './Status';
import { useApi } from './useApi';

interface Props {
  lang: Lang;
  labels: TradeLabels;
  /** The tab has been opened: load only then. */
  enabled: boolean;
}

/** Tab 'schedule': cards of announced auctions, 12/24/50 per page (default 12). */
export function NoticeSchedule({ lang, labels, enabled }: Props) {
  const [limit, setLimit] = useState<number>(NOTICE_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const { data: answer, loading, error, reload } = useApi('/get/notice', { page, limit, lang }, enabled);
  const data = answer && 'notice' in answer ? answer : undefined; // the public answer (the island sends lang)

  return (
    <div className="trade-view" aria-busy={loading}>
      <div className="trade-toolbar">
        <PageSize
          value={limit}
          choices={NOTICE_PAGE_SIZES}
          text={labels['trade.perPage']}
          onChange={(n) => {
            setLimit(n);
            setPage(1);
          }}
        />
        {data && <p className="trade-total">{label(labels, 'trade.total', { n: formatCount(data.total, lang) })}</p>}
      </div>
      <Status loading={!data} error={error} labels={labels} onRetry={reload} />
      {data && data.notice.length === 0 && !error && <p className="trade-empty">{labels['trade.notice.empty']}</p>}
      {data && data.notice.length > 0 && (
        <ul className="notice-grid">
          {data.notice.map((n) => (
            <li key={n.id}>
              <NoticeCard notice={n} lang={lang} labels={labels} />
            </li>
          ))}
        </ul>
      )}
      {data && <Pager current={page} total={data.totalPages} labels={labels} onPage={setPage} />}
    </div>
  );
}

function NoticeCard({ notice, lang, labels }: { notice: PublicNotice; lang: Lang; labels: TradeLabels }) {
  return (
    <article className="notice-card">
      <p className="notice-card__date">
        <time dateTime={notice.sell_date}>{formatDateTime(notice.sell_date, lang)}</time>
      </p>
      <h3 className="notice-card__seller">{notice.seller_name}</h3>
      {notice.other && <p className="notice-card__other">{notice.other}</p>}
      <dl className="notice-card__facts">
        <div>
          <dt>{labels['trade.notice.orderNum']}</dt>
          <dd>{notice.order_num}</dd>
        </div>
        <div>
          <dt>{labels['trade.notice.type']}</dt>
          <dd>{notice.type}</dd>
        </div>
        <div>
          <dt>{labels['trade.notice.quantity']}</dt>
          <dd>{notice.quantity}</dd>
        </div>
        <div>
          <dt>{labels['trade.notice.lotSize']}</dt>
          <dd>{notice.lot_size}</dd>
        </div>
        <div>
          <dt>{labels['trade.notice.currency']}</dt>
          <dd>{notice.currency}</dd>
        </div>
      </dl>
      <DetailsLink row={notice} labels={labels} className="notice-card__link" arrow />
    </article>
  );
}
