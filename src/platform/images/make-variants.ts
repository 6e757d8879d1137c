import type { ImageVariants, Storage } from '../ports';
import { hasVariants, isComplete, listVariants, variantKey, variantWidths } from './variants';

/**
 * WebP quality: a 1200 px wide photo comes to about 85 kB (under the 100 kB a phone's LCP image may
 * take), with less banding in smooth skies than 70 gives. AVIF would be smaller, but encodes 10-20x slower.
 */
const QUALITY = 75;

/**
 * Makes (or remakes) the WebP variants of one stored picture. Node only: sharp is imported on first
 * use, so nothing that merely names variants (the API on Workers) pulls it in.
 */
export async function makeVariants(storage: Storage, key: string): Promise<ImageVariants | null> {
  const original = hasVariants(key) ? await storage.get(key) : null;
  if (!original) return null;
  const { default: sharp } = await import('sharp');
  // photos from phones are often stored sideways with an EXIF orientation: variants are upright
  const image = sharp(original.body, { autoOrient: true });
  const { width, height } = (await image.metadata()).autoOrient;
  const widths = variantWidths(width);
  for (const w of widths) {
    const body = await image.clone().resize({ width: w }).webp({ quality: QUALITY }).toBuffer();
    await storage.put(variantKey(key, { width, height }, w), body, 'image/webp');
  }
  return { width, height, widths };
}

/**
 * Makes whatever variants `keys` lack and answers the variants of each (a picture that cannot be
 * read is left out, with a warning). With everything in place it costs one listing (or none, when
 * given `index` from `listVariants`); running it again changes nothing.
 */
export async function ensureVariants(
  storage: Storage,
  keys: Iterable<string>,
  index?: Map<string, ImageVariants>,
): Promise<Map<string, ImageVariants>> {
  const stored = index ?? (await listVariants(storage));
  const result = new Map<string, ImageVariants>();
  for (const key of new Set(keys)) {
    if (!hasVariants(key)) continue;
    let v: ImageVariants | null | undefined = stored.get(key);
    if (!v || !isComplete(v)) {
      v = await makeVariants(storage, key).catch((err) => {
        console.warn(`image variants of ${key} not made: ${String(err)}`);
        return null;
      });
    }
    if (v) result.set(key, v);
  }
  return result;
}
