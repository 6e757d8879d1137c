import { formatDateTime, type Column } from '@admin/kit';
import { t } from '@admin/i18n';
import type { AdminNotice, AdminTrade } from '@shared/trade';

/** The two table layouts of /admin/trade (association-admin.md §2 Stock exchange). */
const when = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? formatDateTime(iso) : '');
const number = new Intl.NumberFormat('mn-MN', { maximumFractionDigits: 2 });
const money = (v: number | null, currency: string) => (v === null ? '—' : `${number.format(v)} ${currency}`);

function DetailsLink({ row }: { row: { url: string; own_url: string } }) {
  const link = row.url || row.own_url;
  if (!link) return null;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {t('admin.trade.details')}
    </a>
  );
}

export const tradeColumns: Column<AdminTrade>[] = [
  { label: t('admin.trade.col.seller'), key: 'seller_name' },
  { label: t('admin.trade.col.product'), key: 'product_name' },
  { label: t('admin.trade.col.minPrice'), numeric: true, render: (r) => money(r.min_price, r.price_currency) },
  { label: t('admin.trade.col.price'), numeric: true, render: (r) => money(r.price, r.price_currency) },
  { label: t('admin.trade.col.tradeDate'), render: (r) => when(r.trade_datetime) },
  { label: t('admin.trade.col.details'), render: (r) => <DetailsLink row={r} /> },
];

export const noticeColumns: Column<AdminNotice>[] = [
  { label: t('admin.trade.col.seller'), key: 'seller_name' },
  { label: t('admin.trade.col.orderNum'), key: 'order_num' },
  { label: t('admin.trade.col.type'), key: 'type' },
  { label: t('admin.trade.col.date'), render: (r) => when(r.sell_datetime) },
  { label: t('admin.trade.col.quantity'), key: 'quantity' },
  { label: t('admin.trade.col.currency'), key: 'currency' },
  { label: t('admin.trade.col.lotSize'), key: 'lot_size' },
  { label: t('admin.trade.col.details'), render: (r) => <DetailsLink row={r} /> },
];
