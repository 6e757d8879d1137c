import { lazy, Suspense, useEffect, useState } from 'react';
import { useTabs } from '@ui/useTabs';
import type { Lang } from '@shared/lang';
import type { TradeTexts } from './format';
import { NoticeSchedule } from './NoticeSchedule';
import { Status } from './Status';
import './trade.css';

// the report is not part of the first view: its code loads when its tab first opens
const TradeReport = lazy(() => import('./TradeReport'));

export const TABS = ['schedule', 'report'] as const;
export type TradeTab = (typeof TABS)[number];

interface Props {
  lang: Lang;
  texts: TradeTexts;
}

/** The tab a link asks for: `?tab=report` (what the ticker links use) or `#report`. */
function tabOfLocation(): TradeTab | null {
  const asked = new URLSearchParams(window.location.search).get('tab') ?? window.location.hash.slice(1);
  return (TABS as readonly string[]).includes(asked) ? (asked as TradeTab) : null;
}

/** /mm/trade: tab 'schedule' (auction notices) and tab 'report' (completed trades); live data from the API. */
export default function TradeInfo({ lang, texts }: Props) {
  const [tab, setTab] = useState<TradeTab>('schedule');
  // the report mounts on its first opening and then keeps its state
  const [reportOpened, setReportOpened] = useState(false);
  // The tabs stay disabled until the island runs: a click on the server-rendered buttons would do nothing.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const initial = tabOfLocation() ?? 'schedule';
    setTab(initial);
    setReportOpened(initial === 'report');
    setReady(true);
    const onHash = () => {
      const asked = tabOfLocation();
      if (asked) select(asked, false);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  function select(next: TradeTab, updateUrl = true) {
    setTab(next);
    if (next === 'report') setReportOpened(true);
    if (updateUrl) {
      const url = new URL(window.location.href);
      url.hash = '';
      url.search = next === 'schedule' ? '' : `?tab=${next}`;
      window.history.replaceState(window.history.state, '', url);
    }
  }

  const { onKeyDown, tabRef } = useTabs(TABS, tab, (to) => select(to));

  return (
    <div className="trade">
      <div className="trade-tabs" role="tablist" aria-label={texts['trade.tabs']} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={tabRef(name)}
            id={`trade-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`trade-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            disabled={!ready}
            className="trade-tab"
            onClick={() => select(name)}
          >
            {texts[`trade.tab.${name}`]}
          </button>
        ))}
      </div>
      {/* each panel opens with its tab's name as an h2, so the cards' h3 follow the page's h1 in order */}
      <section id="trade-panel-schedule" role="tabpanel" aria-labelledby="trade-tab-schedule" hidden={tab !== 'schedule'}>
        <h2 className="visually-hidden">{texts['trade.tab.schedule']}</h2>
        <NoticeSchedule lang={lang} texts={texts} />
      </section>
      <section id="trade-panel-report" role="tabpanel" aria-labelledby="trade-tab-report" hidden={tab !== 'report'}>
        <h2 className="visually-hidden">{texts['trade.tab.report']}</h2>
        {reportOpened && (
          <Suspense fallback={<Status loading error={false} texts={texts} onRetry={() => {}} />}>
            <TradeReport lang={lang} texts={texts} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
