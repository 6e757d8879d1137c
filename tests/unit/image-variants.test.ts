import { describe, expect, it } from 'vitest';
import { hasVariants, isComplete, parseVariantKey, variantKey, variantWidths } from '@platform/images/variants';
import { isSafeKey } from '@platform/storage/keys';

describe('image variant names', () => {
  const key = 'news/0b7f2a9e-5d0c-4a55-9f1e-6c2f1f1d2a01.png';

  it('names the original, its size and the width, as a key storage accepts', () => {
    const variant = variantKey(key, { width: 1600, height: 1000 }, 480);
    expect(variant).toBe('variants/news/0b7f2a9e-5d0c-4a55-9f1e-6c2f1f1d2a01-png-1600x1000-w480.webp');
    expect(isSafeKey(variant)).toBe(true);
    expect(parseVariantKey(variant)).toEqual({ original: key, width: 1600, height: 1000, w: 480 });
    expect(parseVariantKey(variantKey('seed/news-01.jpg', { width: 730, height: 455 }, 730))).toMatchObject({
      original: 'seed/news-01.jpg',
    });
  });

  it('reads only variant keys', () => {
    expect(parseVariantKey(key)).toBeNull();
    expect(parseVariantKey('variants/news/a.webp')).toBeNull();
    expect(parseVariantKey('news/a-png-10x10-w10.webp')).toBeNull();
  });

  it('makes 480/800/1200 px, never wider than the original, the largest at its own width', () => {
    expect(variantWidths(4000)).toEqual([480, 800, 1200]);
    expect(variantWidths(1200)).toEqual([480, 800, 1200]);
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(800)).toEqual([480, 800]);
    expect(variantWidths(730)).toEqual([480, 730]);
    expect(variantWidths(240)).toEqual([240]);
  });

  it('knows a set cut short from a complete one', () => {
    expect(isComplete({ width: 730, height: 455, widths: [480, 730] })).toBe(true);
    expect(isComplete({ width: 730, height: 455, widths: [480] })).toBe(false);
    expect(isComplete({ width: 1600, height: 1000, widths: [480, 800] })).toBe(false);
  });

  it('is made for uploaded jpeg and png pictures only', () => {
    expect(hasVariants('news/a.jpg')).toBe(true);
    expect(hasVariants('news/a.png')).toBe(true);
    expect(hasVariants('reports/a.pdf')).toBe(false);
    expect(hasVariants('videos/a.mp4')).toBe(false);
    expect(hasVariants('variants/news/a-png-10x10-w10.webp')).toBe(false);
  });
});
