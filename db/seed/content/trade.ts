import type { notices, trades } from '@db/schema';
import { DAY_MS, rng } from '../random';
import { COMPANIES } from './vocabulary';

/** Exchange products with a plausible price per tonne (min..max) in their trading currency. */
const PRODUCTS = [
  { name: 'Коксжих нүүрс', category: 'Нүүрс', currency: 'USD', price: [95, 145], lot: 2000, sellers: [1, 6, 11, 14, 15] },
  { name: 'Эрчим хүчний нүүрс', category: 'Нүүрс', currency: 'USD', price: [42, 68], lot: 5000, sellers: [1, 11, 14] },
  { name: 'Зэсийн баяжмал', category: 'Металлын баяжмал', currency: 'USD', price: [2050, 2650], lot: 500, sellers: [0, 7] },
  { name: 'Төмрийн хүдрийн баяжмал', category: 'Төмрийн хүдэр', currency: 'MNT', price: [210_000, 330_000], lot: 3000, sellers: [3, 10] },
  { name: 'Жоншны баяжмал', category: 'Жонш', currency: 'MNT', price: [620_000, 910_000], lot: 500, sellers: [4, 13] },
  { name: 'Цайрын баяжмал', category: 'Металлын баяжмал', currency: 'USD', price: [880, 1180], lot: 500, sellers: [8] },
] as const;

const EXCHANGE = 'https://exchange.demo-mse.mn';
const fmt = (n: number) => n.toLocaleString('en-US');

/** A trading moment in the exchange's session (10:00-16:00 Ulaanbaatar = 02:00-08:00 UTC), `daysAgo` before now. */
function sessionTime(now: Date, daysAgo: number, minute: number): Date {
  const d = new Date(now.getTime() - daysAgo * DAY_MS);
  d.setUTCHours(2, 0, 0, 0);
  d.setUTCMinutes(minute % 360);
  return d;
}

/** Completed trades spread over the last 30 days (a few per trading day). */
export function buildTrades(now: Date, count = 66): (typeof trades.$inferInsert)[] {
  const r = rng(30);
  return Array.from({ length: count }, (_, k) => {
    const p = PRODUCTS[k % PRODUCTS.length];
    const minPrice = Math.round(r.between(p.price[0], p.price[1]) * 0.95);
    const lots = r.int(5, 40);
    let at = sessionTime(now, Math.floor((k * 30) / count), r.int(0, 359));
    if (at > now) at = new Date(at.getTime() - DAY_MS);
    return {
      seller_name: COMPANIES[p.sellers[k % p.sellers.length]].mn,
      product_name: p.name,
      product_category: p.category,
      mass: `${fmt(lots * p.lot)} тн`,
      min_price: minPrice.toFixed(2),
      price: Math.round(minPrice * r.between(1.0, 1.12)).toFixed(2),
      price_currency: p.currency,
      trade_datetime: at,
      own_url: `/mm/trade?tab=report&id=${k + 1}`,
      url: `${EXCHANGE}/trade/${2400 + k}`,
    };
  });
}

const AUCTION_TYPES = ['Англи дуудлага худалдаа', 'Голланд дуудлага худалдаа', 'Хаалттай дуудлага худалдаа'];
const TERMS = [
  'Нийлүүлэлтийн нөхцөл: FCA Гашуунсухайт',
  'Нийлүүлэлтийн нөхцөл: DAP Замын-Үүд',
  'Нийлүүлэлтийн нөхцөл: FCA Шивээхүрэн',
  'Чанарын гэрчилгээ хавсаргасан',
];

/** Auction notices: most of the last 30 days, a few announced for the coming week. */
export function buildNotices(now: Date, count = 38): (typeof notices.$inferInsert)[] {
  const r = rng(31);
  return Array.from({ length: count }, (_, k) => {
    const p = PRODUCTS[(k * 5) % PRODUCTS.length];
    const lots = r.int(10, 60);
    const daysAgo = 30 - (k * 37) / count; // 30 days back up to 7 days ahead
    return {
      seller_name: COMPANIES[p.sellers[k % p.sellers.length]].mn,
      order_num: `${now.getUTCFullYear()}/${String(120 + k).padStart(4, '0')}`,
      type: AUCTION_TYPES[k % AUCTION_TYPES.length],
      sell_datetime: sessionTime(now, daysAgo, r.int(0, 11) * 30),
      quantity: `${fmt(lots * p.lot)} тн`,
      currency: p.currency,
      lot_size: `${fmt(p.lot)} тн`,
      own_url: `/mm/trade?tab=schedule&id=${k + 1}`,
      url: `${EXCHANGE}/notice/${880 + k}`,
      other: `${p.name}. ${TERMS[k % TERMS.length]}`,
    };
  });
}
