import { eventPortfolio } from '@db/schema';
import { insertAll } from '../batch';
import { Canvas, mix } from '../files/canvas';
import { conveyor, groundedLandscape, headframe, openPit, truck } from '../files/landscape';
import { PALETTES } from '../files/palettes';
import { nn } from '../random';
import type { EventSeedContext } from './context';

/** Portfolio titles of the past editions (mn, en): what the 2023/2024 home's tabs filter. */
const PORTFOLIO: Record<2022 | 2023, [string, string][]> = {
  2022: [
    ['Нээлтийн ёслол', 'Opening ceremony'],
    ['Уул уурхайн тоног төхөөрөмжийн үзэсгэлэн', 'Mining equipment exhibition'],
    ['Хөрөнгө оруулалтын чуулган', 'Investment forum'],
    ['Геологи, хайгуулын хуралдаан', 'Geology and exploration session'],
    ['Залуу инженерүүдийн уулзалт', 'Young engineers meetup'],
    ['Хариуцлагатай уул уурхайн хэлэлцүүлэг', 'Responsible mining panel'],
  ],
  2023: [
    ['Олон улсын үзэсгэлэнгийн танхим', 'International exhibition hall'],
    ['Сайд нарын нээлтийн илтгэл', 'Ministerial keynote'],
    ['Зэсийн салбарын хуралдаан', 'Copper sector session'],
    ['Уурхайн аюулгүй ажиллагааны сургалт', 'Mine safety workshop'],
    ['Байгаль орчны нөхөн сэргээлт', 'Land rehabilitation showcase'],
    ['Түншлэлийн гэрээ байгуулах ёслол', 'Partnership signing ceremony'],
    ['Хаалтын хүлээн авалт', 'Closing reception'],
  ],
};

/** 480x300 picture: a landscape with one mining motif, a cousin of the news pictures. */
function portfolioPicture(i: number): Uint8Array {
  const c = new Canvas(480, 300);
  const pal = PALETTES[(i + 2) % PALETTES.length];
  const { near, ground, dark } = groundedLandscape(c, pal, 900 + i, 0.5, 0.86);
  const motif = i % 4;
  if (motif === 0) headframe(c, c.width * 0.7, ground, 100, dark);
  if (motif === 1) openPit(c, c.width * 0.5, ground - 3, 340, pal.ridges[1], pal.ridges[2]);
  if (motif === 2) truck(c, c.width * 0.35, ground, 70, dark);
  if (motif === 3) conveyor(c, c.width * 0.2, ground, 110, dark, mix(pal.accent, near, 0.5));
  c.vignette(0.2);
  return c.toPng();
}

/** The 2022 and 2023 portfolio of the event site, each item with a generated picture under `seed/event/`. */
export async function seedEventArchive({ db, storage, counts }: EventSeedContext): Promise<void> {
  const items = ([2022, 2023] as const).flatMap((year) =>
    PORTFOLIO[year].map(([title, title_en], sequence) => ({ year, title, title_en, sequence })),
  );
  const rows = await Promise.all(
    items.map(async (item, i) => {
      const key = `seed/event/portfolio-${nn(i)}.png`;
      await storage.put(key, portfolioPicture(i), 'image/png');
      return { ...item, image: storage.url(key) };
    }),
  );
  await insertAll(db, counts, eventPortfolio, rows);
}
