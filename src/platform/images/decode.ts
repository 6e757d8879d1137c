import { MAX_IMAGE_PIXELS } from '@shared/files';

/**
 * Decodes a whole picture with sharp (Node only; imported on first use) at the pixel limit: a file
 * that fails to decode anywhere (damaged, truncated, a header over something else) is unreadable.
 * It is shrunk while decoding, so a 40-megapixel photo never sits in memory at full size.
 */
export async function decodeImage(bytes: Uint8Array): Promise<'ok' | 'unreadable' | 'too-large'> {
  const { default: sharp } = await import('sharp');
  try {
    await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' }).resize(16, 16, { fit: 'inside' }).toBuffer();
    return 'ok';
  } catch (err) {
    return /pixel limit/i.test(String(err)) ? 'too-large' : 'unreadable';
  }
}
