import { describe, expect, it } from 'vitest';
import { sniff } from '@platform/storage/sniff';
import { exeBytes, htmlBytes, jpgBytes, mp4Bytes, pdfBytes, pngBytes, svgBytes, webpBytes } from '../helpers/upload-files';

const text = (s: string) => new TextEncoder().encode(s);

describe('sniff (type by magic bytes)', () => {
  it.each([
    ['jpg', jpgBytes],
    ['png', pngBytes],
    ['pdf', pdfBytes],
    ['mp4', mp4Bytes],
    ['webp', webpBytes],
    ['gif', text('GIF89a\x01\x00\x01\x00')],
  ])('recognises %s', (type, bytes) => {
    expect(sniff(bytes)).toBe(type);
  });

  it.each([
    ['html', htmlBytes],
    ['svg', svgBytes],
    ['exe', exeBytes],
    ['empty', new Uint8Array()],
    ['a truncated png signature', pngBytes.subarray(0, 4)],
    ['a RIFF that is not WebP (wav)', text('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['an ftyp box of a non-mp4 brand (heic)', text('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00')],
    ['text that starts like a gif', text('GIF8 is not a gif')],
    ['PDF magic behind a BOM', text('\ufeff%PDF-1.7')],
  ])('rejects %s', (_name, bytes) => {
    expect(sniff(bytes)).toBeNull();
  });
});
