import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, trades } from '@db/schema';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

/**
 * Trade and notice calls (association-site.md §7, association-admin.md §7 Trade): the public answers,
 * the admin answers of the same paths, dates as Ulaanbaatar days, page sizes and bad input.
 */
const NOW = new Date('2026-03-10T04:00:00Z'); // 12:00 on 10 March in Ulaanbaatar
const clock = { now: () => NOW };

let t: Awaited<ReturnType<typeof createTestApp>>;
let empty: Awaited<ReturnType<typeof createTestApp>>;
let adminCookie = '';
let readerCookie = '';

const trade = (n: number, at: string) => ({
  seller_name: `Seller ${n}`,
  product_name: `Product ${n}`,
  product_category: 'Нүүрс',
  mass: `${n * 100} тн`,
  min_price: (1000 + n).toFixed(2),
  price: (1100 + n).toFixed(2),
  price_currency: n % 2 ? 'USD' : 'MNT',
  trade_datetime: new Date(at),
  own_url: `/mm/trade?tab=report&id=${n}`,
  url: `https://exchange.example/trade/${n}`,
});
const notice = (n: number, at: string) => ({
  seller_name: `Notice seller ${n}`,
  order_num: `2026/${String(n).padStart(4, '0')}`,
  type: 'Англи дуудлага худалдаа',
  sell_datetime: new Date(at),
  quantity: `${n * 10} тн`,
  currency: 'USD',
  lot_size: '500 тн',
  own_url: `/mm/trade?tab=schedule&id=${n}`,
  url: `https://exchange.example/notice/${n}`,
  other: `Нөхцөл ${n}`,
});
const day = (d: number, hourUtc = 4) => `2026-03-${String(d).padStart(2, '0')}T${String(hourUtc).padStart(2, '0')}:00:00Z`;

beforeAll(async () => {
  t = await createTestApp({ clock });
  empty = await createTestApp({ clock });
  const rows = [
    // 35 trades on 1..10 March (UB), plus boundary cases
    ...Array.from({ length: 35 }, (_, i) => trade(i + 1, day(1 + (i % 10), 2 + (i % 6)))),
    // 17:30 UTC on 2 March is 01:30 on 3 March in Ulaanbaatar
    trade(100, '2026-03-02T17:30:00Z'),
    // 15:59 UTC on 2 March is 23:59 on 2 March in Ulaanbaatar
    trade(101, '2026-03-02T15:59:00Z'),
    trade(102, '2026-01-15T04:00:00Z'),
  ];
  await t.db.insert(trades).values(rows);
  await t.db
    .insert(notices)
    .values([...Array.from({ length: 30 }, (_, i) => notice(i + 1, day(1 + (i % 15), 3))), notice(200, '2026-03-20T04:00:00Z')]);
  adminCookie = (await signIn(t, 2)).cookie;
  readerCookie = (await signIn(t, 3)).cookie;
}, 180_000);
afterAll(async () => {
  await Promise.all([t?.close(), empty?.close()]);
});

const getJson = async (app: typeof t, path: string, cookie?: string) => {
  const res = await app.request(`/api/mm${path}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

describe('GET /get/recent-trade and /get/recent-notice (home ticker)', () => {
  it('answers the ten latest trades with the ticker fields, date and time in Ulaanbaatar', async () => {
    const { status, body } = await getJson(t, '/get/recent-trade');
    expect(status).toBe(200);
    expect(body.trade).toHaveLength(10);
    expect(Object.keys(body.trade[0]).sort()).toEqual(
      ['id', 'mass', 'own_url', 'product_category', 'seller_name', 'trade_date', 'trade_time', 'url'].sort(),
    );
    const dates = body.trade.map((r: { trade_date: string; trade_time: string }) => `${r.trade_date} ${r.trade_time}`);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.trade[0].trade_date).toBe('2026-03-10');
  });

  it('shows a late-evening UTC trade on the next Ulaanbaatar day', async () => {
    const { body } = await getJson(t, '/get/trade?startDate=2026-03-03&endDate=2026-03-03&limit=30&lang=en');
    const r100 = body.trade.find((r: { seller_name: string }) => r.seller_name === 'Seller 100');
    expect(r100).toBeDefined();
    expect(body.trade.some((r: { seller_name: string }) => r.seller_name === 'Seller 101')).toBe(false);
  });

  it('answers the ten latest notices, upcoming first', async () => {
    const { status, body } = await getJson(t, '/get/recent-notice');
    expect(status).toBe(200);
    expect(body.notice).toHaveLength(10);
    expect(body.notice[0].seller_name).toBe('Notice seller 200');
    expect(body.notice[0]).toMatchObject({ order_num: '2026/0200', sell_date: '2026-03-20T04:00:00.000Z', lot_size: '500 тн' });
  });

  it('answers empty lists when nothing is stored', async () => {
    expect((await getJson(empty, '/get/recent-trade')).body).toEqual({ trade: [] });
    expect((await getJson(empty, '/get/recent-notice')).body).toEqual({ notice: [] });
  });

  it('refuses a bad lang', async () => {
    const { status, body } = await getJson(t, '/get/recent-trade?lang=fr');
    expect(status).toBe(400);
    expect(body.field).toBe('lang');
  });
});

describe('GET /get/trade (public report tab)', () => {
  it('pages the trades of a range newest first, ten by default, with the public fields only', async () => {
    const { status, body } = await getJson(t, '/get/trade?startDate=2026-03-01&endDate=2026-03-10&page=1&lang=mn');
    expect(status).toBe(200);
    expect(body.total).toBe(37);
    expect(body.totalPages).toBe(4);
    expect(body.trade).toHaveLength(10);
    expect(Object.keys(body.trade[0]).sort()).toEqual(
      ['id', 'min_price', 'own_url', 'price', 'price_currency', 'product_name', 'seller_name', 'trade_datetime', 'url'].sort(),
    );
    expect(typeof body.trade[0].min_price).toBe('number');
    const times = body.trade.map((r: { trade_datetime: string }) => r.trade_datetime);
    expect(times).toEqual([...times].sort().reverse());
    const last = await getJson(t, '/get/trade?startDate=2026-03-01&endDate=2026-03-10&page=4&lang=mn');
    expect(last.body.trade).toHaveLength(7);
  });

  for (const limit of [10, 20, 30]) {
    it(`accepts page size ${limit}`, async () => {
      const { status, body } = await getJson(t, `/get/trade?startDate=2026-03-01&endDate=2026-03-10&page=1&limit=${limit}&lang=mn`);
      expect(status).toBe(200);
      expect(body.trade).toHaveLength(limit);
      expect(body.totalPages).toBe(Math.ceil(37 / limit));
    });
  }

  it('defaults to the last 7 days up to today (Ulaanbaatar)', async () => {
    const dflt = await getJson(t, '/get/trade?lang=mn&limit=30');
    const explicit = await getJson(t, '/get/trade?startDate=2026-03-03&endDate=2026-03-10&lang=mn&limit=30');
    expect(dflt.status).toBe(200);
    expect(dflt.body.total).toBe(explicit.body.total);
    expect(dflt.body.total).toBeGreaterThan(0);
  });

  it('counts whole Ulaanbaatar days at both ends', async () => {
    const { body } = await getJson(t, '/get/trade?startDate=2026-03-02&endDate=2026-03-02&limit=30');
    const sellers = body.trade.map((r: { seller_name: string }) => r.seller_name);
    expect(sellers).toContain('Seller 101');
    expect(sellers).not.toContain('Seller 100');
  });

  it('answers an empty range and a page past the end with an empty list', async () => {
    expect((await getJson(t, '/get/trade?startDate=2025-01-01&endDate=2025-01-31')).body).toEqual({ trade: [], totalPages: 0, total: 0 });
    const past = await getJson(t, '/get/trade?startDate=2026-03-01&endDate=2026-03-10&page=9');
    expect(past.status).toBe(200);
    expect(past.body.trade).toEqual([]);
    expect(past.body.totalPages).toBe(4);
    expect((await getJson(empty, '/get/trade?lang=en')).body).toEqual({ trade: [], totalPages: 0, total: 0 });
  });

  for (const [query, field] of [
    ['startDate=2026-3-1', 'startDate'],
    ['startDate=2026-02-30', 'startDate'],
    ['endDate=tomorrow', 'endDate'],
    ['startDate=2026-03-05&endDate=2026-03-04', 'startDate'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['limit=12', 'limit'],
    ['limit=50', 'limit'],
    ['limit=100', 'limit'],
    ['lang=de', 'lang'],
  ]) {
    it(`refuses ${query} with a 400 naming ${field}`, async () => {
      const { status, body } = await getJson(t, `/get/trade?${query}`);
      expect(status).toBe(400);
      expect(body.field).toBe(field);
      expect(body.message).toBeTruthy();
    });
  }

  it('sorts the whole range by a column, so the next page continues the order (ties by id)', async () => {
    const range = '/get/trade?startDate=2026-03-01&endDate=2026-03-10&lang=en';
    const pages = async (query: string) => {
      const all: Record<string, any>[] = [];
      for (const page of [1, 2, 3, 4]) all.push(...(await getJson(t, `${range}&${query}&page=${page}`)).body.trade);
      return all;
    };
    const byPrice = await pages('sort=price&order=desc');
    expect(byPrice).toHaveLength(37);
    const prices = byPrice.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // the dearest (Seller 101, from 2 March) opens page 1 though the newest-first order puts it on page 4
    expect(byPrice[0].seller_name).toBe('Seller 101');
    const byMin = (await pages('sort=min_price&order=asc')).map((r) => r.min_price);
    expect(byMin).toEqual([...byMin].sort((a, b) => a - b));
    const sellers = (await pages('sort=seller_name&order=asc')).map((r) => r.seller_name.toLowerCase());
    expect(sellers).toEqual([...sellers].sort());
    expect(new Set(sellers).size).toBe(37);
    const products = (await pages('sort=product_name&order=desc')).map((r) => r.product_name.toLowerCase());
    expect(products).toEqual([...products].sort().reverse());
    // five pairs of trades share a time: each pair keeps its id order, across the page break too
    const byTime = await pages('sort=trade_datetime&order=asc');
    const times = byTime.map((r) => r.trade_datetime);
    expect(times).toEqual([...times].sort());
    for (let i = 1; i < byTime.length; i++)
      if (times[i] === times[i - 1]) expect(byTime[i].id, 'equal times in id order').toBeGreaterThan(byTime[i - 1].id);
  });

  it('refuses a sort outside the table columns and a bad direction, in the request language', async () => {
    for (const [query, field, message] of [
      ['sort=mass&lang=en', 'sort', 'sort must be one of seller_name, product_name, min_price, price, trade_datetime'],
      ['sort=id;drop&lang=en', 'sort', 'sort must be one of seller_name, product_name, min_price, price, trade_datetime'],
      ['sort=price&order=up&lang=en', 'order', 'order must be asc or desc'],
      ['order=DESC&lang=mn', 'order', 'Эрэмбийн чиглэл буруу байна (asc, desc)'],
    ] as const) {
      const { status, body } = await getJson(t, `/get/trade?${query}`);
      expect(status, query).toBe(400);
      expect(body.field, query).toBe(field);
      expect(body.message, query).toBeTruthy();
      if (message) expect(body.message, query).toBe(message);
    }
  });

  it('words the date messages in the request language', async () => {
    const mn = await getJson(t, '/get/trade?startDate=2026-03-05&endDate=2026-03-04&lang=mn');
    expect(mn.body.message).toBe('Эхлэх огноо дуусах огнооноос хойш байж болохгүй');
    const en = await getJson(t, '/get/trade?startDate=2026-03-05&endDate=2026-03-04&lang=en');
    expect(en.body.message).toBe('startDate must not be after endDate');
  });
});

describe('GET /get/notice (public schedule tab)', () => {
  it('pages every notice, twelve by default, upcoming first', async () => {
    const { status, body } = await getJson(t, '/get/notice?page=1&lang=mn');
    expect(status).toBe(200);
    expect(body.total).toBe(31);
    expect(body.totalPages).toBe(3);
    expect(body.notice).toHaveLength(12);
    expect(body.notice[0].seller_name).toBe('Notice seller 200');
    expect(Object.keys(body.notice[0]).sort()).toEqual(
      ['currency', 'id', 'lot_size', 'order_num', 'other', 'own_url', 'quantity', 'sell_date', 'seller_name', 'type', 'url'].sort(),
    );
  });

  for (const [limit, pages] of [
    [12, 3],
    [24, 2],
    [50, 1],
  ]) {
    it(`accepts page size ${limit}`, async () => {
      const { status, body } = await getJson(t, `/get/notice?page=1&limit=${limit}`);
      expect(status).toBe(200);
      expect(body.notice).toHaveLength(Math.min(limit, 31));
      expect(body.totalPages).toBe(pages);
    });
  }

  it('answers empty lists', async () => {
    expect((await getJson(empty, '/get/notice?page=1&limit=12')).body).toEqual({ notice: [], totalPages: 0, total: 0 });
    expect((await getJson(t, '/get/notice?page=7')).body.notice).toEqual([]);
  });

  for (const [query, field] of [
    ['limit=10', 'limit'],
    ['limit=20', 'limit'],
    ['limit=100', 'limit'],
    ['page=-1', 'page'],
    ['lang=xx', 'lang'],
  ]) {
    it(`refuses ${query} with a 400 naming ${field}`, async () => {
      const { status, body } = await getJson(t, `/get/notice?${query}`);
      expect(status).toBe(400);
      expect(body.field).toBe(field);
    });
  }
});

describe('the admin stock-exchange screen on the same paths', () => {
  it('answers trades as result[] with every column, 20 per page by default', async () => {
    const { status, body } = await getJson(t, '/get/trade?page=1&startDate=2026-03-01&endDate=2026-03-10', adminCookie);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['result', 'total', 'totalPages']);
    expect(body.total).toBe(37);
    expect(body.result).toHaveLength(20);
    expect(body.result[0]).toHaveProperty('product_category');
    expect(body.result[0]).toHaveProperty('mass');
  });

  it('answers notices as result[] with sell_datetime, filtered by the range', async () => {
    const { status, body } = await getJson(t, '/get/notice?page=1&limit=50&startDate=2026-03-01&endDate=2026-03-02', readerCookie);
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.result[0]).toHaveProperty('sell_datetime');
    expect(body.result[0]).not.toHaveProperty('sell_date');
    const all = await getJson(t, '/get/notice?page=1&limit=100', adminCookie);
    expect(all.body.total).toBe(31);
  });

  for (const limit of [20, 50, 100]) {
    it(`accepts admin page size ${limit}`, async () => {
      const { status, body } = await getJson(t, `/get/trade?page=1&limit=${limit}&startDate=2026-01-01&endDate=2026-03-10`, adminCookie);
      expect(status).toBe(200);
      expect(body.result).toHaveLength(Math.min(limit, 38));
    });
  }

  it('refuses the public page sizes, a start after today and a start after the end', async () => {
    for (const [query, field, message] of [
      ['/get/trade?limit=10', 'limit', undefined],
      ['/get/notice?limit=12', 'limit', undefined],
      ['/get/trade?startDate=2026-03-11&endDate=2026-03-12', 'startDate', 'Эхлэх огноо өнөөдрөөс хойш байж болохгүй'],
      ['/get/notice?startDate=2026-03-05&endDate=2026-03-01', 'startDate', 'Эхлэх огноо дуусах огнооноос хойш байж болохгүй'],
      ['/get/notice?endDate=2026-13-01', 'endDate', 'Дуусах огноо буруу байна (YYYY-MM-DD)'],
    ] as const) {
      const { status, body } = await getJson(t, query, adminCookie);
      expect(status, query).toBe(400);
      expect(body.field).toBe(field);
      if (message) expect(body.message).toBe(message);
    }
  });

  it('answers today as a start and an end in the future (upcoming auctions)', async () => {
    const { status, body } = await getJson(t, '/get/notice?startDate=2026-03-10&endDate=2026-03-31', adminCookie);
    expect(status).toBe(200);
    expect(body.result.map((r: { seller_name: string }) => r.seller_name)).toContain('Notice seller 200');
  });

  it('gives a signed-in admin browsing the public page (with lang) the public answer', async () => {
    const { status, body } = await getJson(t, '/get/notice?page=1&limit=12&lang=mn', adminCookie);
    expect(status).toBe(200);
    expect(body.notice).toHaveLength(12);
    expect(body).not.toHaveProperty('result');
  });

  it('never lets an anonymous caller use the admin sizes or get result[]', async () => {
    const trade = await getJson(t, '/get/trade?limit=100');
    expect(trade.status).toBe(400);
    const notice = await getJson(t, '/get/notice?limit=20');
    expect(notice.status).toBe(400);
    const plain = await getJson(t, '/get/trade?startDate=2026-03-01&endDate=2026-03-10');
    expect(plain.body).not.toHaveProperty('result');
    expect(plain.body.trade[0]).not.toHaveProperty('mass');
  });

  it('answers empty admin lists', async () => {
    const c = (await signIn(empty, 2)).cookie;
    expect((await getJson(empty, '/get/trade?startDate=2026-03-01&endDate=2026-03-10', c)).body).toEqual({
      result: [],
      totalPages: 0,
      total: 0,
    });
    expect((await getJson(empty, '/get/notice', c)).body).toEqual({ result: [], totalPages: 0, total: 0 });
  });

  it('has no write routes: an insert on these paths is not found', async () => {
    const res = await t.request('/api/mm/get/trade', { method: 'POST' });
    expect([404, 405]).toContain(res.status);
  });
});
