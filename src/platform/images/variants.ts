import type { ImageVariants, Storage } from '../ports';
import { extensionOfKey, isPrivateKey } from '../storage/keys';

/**
 * Resized WebP copies of uploaded pictures, made once (at upload on Node, else by the next build),
 * never per request. A variant's key names its original, the original's size and its own width:
 *
 *   news/abc.png (1600×1000) -> variants/news/abc-png-1600x1000-w480.webp, -w800.webp, -w1200.webp
 *
 * so one listing of `variants/` tells the build, for every picture, which widths exist and the
 * width/height to print, without a database column per image field, and it can never disagree with
 * what is stored (an upload on Workers, or one whose variants failed, simply has none yet).
 */
export const VARIANT_WIDTHS = [480, 800, 1200] as const;
const FOLDER = 'variants/';
/** What image uploads accept (UPLOAD_KINDS.image). */
const SOURCE_TYPES = ['jpg', 'png'];
const VARIANT_KEY = /^variants\/(.+)-([a-z0-9]+)-(\d+)x(\d+)-w(\d+)\.webp$/;

/** A private picture (a waiting logo, an assessment proof) gets none: variants are public files. */
export const hasVariants = (key: string) => SOURCE_TYPES.includes(extensionOfKey(key)) && !key.startsWith(FOLDER) && !isPrivateKey(key);

/** The widths made for a picture `width` px wide: never upscaled, the largest is the original's own width up to 1200. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  return [...VARIANT_WIDTHS.filter((w) => w < top), top];
}

/** Everything stored for `key` is there (a variant set cut short by a crash is not). */
export const isComplete = (v: ImageVariants) => variantWidths(v.width).every((w) => v.widths.includes(w));

const stemOf = (key: string) => {
  const ext = extensionOfKey(key);
  return `${FOLDER}${key.slice(0, -ext.length - 1)}-${ext}-`;
};

export function variantKey(key: string, size: { width: number; height: number }, width: number): string {
  return `${stemOf(key)}${size.width}x${size.height}-w${width}.webp`;
}

export function parseVariantKey(variant: string): { original: string; width: number; height: number; w: number } | null {
  const m = VARIANT_KEY.exec(variant);
  if (!m) return null;
  return { original: `${m[1]}.${m[2]}`, width: Number(m[3]), height: Number(m[4]), w: Number(m[5]) };
}

/** Groups variant keys by their original. */
function indexOf(keys: string[]): Map<string, ImageVariants> {
  const index = new Map<string, ImageVariants>();
  for (const key of keys) {
    const v = parseVariantKey(key);
    if (!v) continue;
    const entry = index.get(v.original) ?? index.set(v.original, { width: v.width, height: v.height, widths: [] }).get(v.original)!;
    entry.widths.push(v.w);
  }
  for (const entry of index.values()) entry.widths.sort((a, b) => a - b);
  return index;
}

/** Every picture's stored variants, from one listing of the variants folder. */
export async function listVariants(storage: Storage): Promise<Map<string, ImageVariants>> {
  return indexOf(await storage.list(FOLDER));
}

/** Removes a picture's variants (its original is being deleted). */
export async function deleteVariants(storage: Storage, key: string): Promise<void> {
  if (!hasVariants(key)) return;
  for (const variant of await storage.list(stemOf(key))) if (parseVariantKey(variant)?.original === key) await storage.delete(variant);
}

/** What an `<img>` prints for a stored picture: the original as `src` (for anything that ignores srcset) and its variants. */
export function imageSources(storage: Storage, key: string, v: ImageVariants) {
  return {
    src: storage.url(key),
    srcset: v.widths.map((w) => `${storage.url(variantKey(key, v, w))} ${w}w`).join(', '),
    width: v.width,
    height: v.height,
  };
}
