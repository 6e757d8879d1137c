import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileResponse, parseRange } from '@platform/files';
import type { Storage } from '@platform/ports';
import { localStorage } from '@platform/storage/local';
import { mp4Bytes, pdfBytes } from '../helpers/upload-files';

let root: string;
let storage: ReturnType<typeof localStorage>;
const pdfKey = 'reports/6a0c2d4e-1b3f-4c5d-8e9f-0a1b2c3d4e5f.pdf';
const videoKey = 'videos/7b1d3e5f-2c4a-4d6e-9f0a-1b2c3d4e5f60.mp4';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'file-response-'));
  storage = localStorage(root);
  await storage.put(pdfKey, pdfBytes, 'application/pdf');
  await storage.put(videoKey, mp4Bytes, 'video/mp4');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const bytesOf = async (res: Response) => Array.from(new Uint8Array(await res.arrayBuffer()));

describe('fileResponse', () => {
  it('serves a file inline with the key type, nosniff, a sandbox CSP and a long cache', async () => {
    const res = await fileResponse(storage, pdfKey);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(res.headers.get('content-length')).toBe(String(pdfBytes.byteLength));
    expect(await bytesOf(res)).toEqual(Array.from(pdfBytes));
  });

  it('serves a download under a Mongolian file name', async () => {
    const res = await fileResponse(storage, pdfKey, { download: 'Тайлан 2024 (эцсийн).pdf' });
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Тайлан 2024 ')}%28${encodeURIComponent('эцсийн')}%29.pdf`);
    expect(disposition).toContain('filename="______ 2024 (______).pdf"');
  });

  it('keeps quotes, slashes and line breaks out of the download header', async () => {
    const res = await fileResponse(storage, pdfKey, { download: '../a"b\r\nSet-Cookie: x.pdf' });
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).toContain('filename=".._a_b__Set-Cookie: x.pdf"');
  });

  it("forces the stored file's extension on the download name", async () => {
    const names = async (download: string) =>
      /filename="([^"]*)"/.exec((await fileResponse(storage, pdfKey, { download })).headers.get('content-disposition')!)![1];
    expect(await names('catalog.hta')).toBe('catalog.hta.pdf');
    expect(await names('setup.exe ')).toBe('setup.exe.pdf');
    expect(await names('report')).toBe('report.pdf');
    expect(await names('Report.PDF')).toBe('Report.PDF');
  });

  it('answers one byte range with 206 (video seeking)', async () => {
    const res = await fileResponse(storage, videoKey, { range: 'bytes=4-11' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-range')).toBe(`bytes 4-11/${mp4Bytes.byteLength}`);
    expect(res.headers.get('content-length')).toBe('8');
    expect(await bytesOf(res)).toEqual(Array.from(mp4Bytes.subarray(4, 12)));
  });

  it('answers an open or suffix range up to the end', async () => {
    const tail = await fileResponse(storage, videoKey, { range: 'bytes=-5' });
    expect(tail.status).toBe(206);
    expect(await bytesOf(tail)).toEqual(Array.from(mp4Bytes.subarray(-5)));
    const open = await fileResponse(storage, videoKey, { range: `bytes=${mp4Bytes.byteLength - 3}-` });
    expect(await bytesOf(open)).toEqual(Array.from(mp4Bytes.subarray(-3)));
  });

  it('answers 416 for a range past the end and the whole file for a malformed one', async () => {
    const past = await fileResponse(storage, videoKey, { range: `bytes=${mp4Bytes.byteLength}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${mp4Bytes.byteLength}`);
    const multi = await fileResponse(storage, videoKey, { range: 'bytes=0-1,4-5' });
    expect(multi.status).toBe(200);
    expect((await bytesOf(multi)).length).toBe(mp4Bytes.byteLength);
  });

  it('answers HEAD without a body', async () => {
    const res = await fileResponse(storage, videoKey, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(mp4Bytes.byteLength));
    expect(await res.text()).toBe('');
  });

  it.each(['reports/missing.pdf', '../etc/passwd', 'reports/../../x.pdf'])('answers 404 for %s', async (key) => {
    const res = await fileResponse(storage, key);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('works over an adapter with only the Storage port (no head or ranges)', async () => {
    const plain: Storage = { ...storage, head: undefined, getRange: undefined } as unknown as Storage;
    const res = await fileResponse(plain, videoKey, { range: 'bytes=0-3' });
    expect(res.status).toBe(206);
    expect(await bytesOf(res)).toEqual(Array.from(mp4Bytes.subarray(0, 4)));
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-0', 10, [0, 0]],
    ['bytes=5-100', 10, [5, 9]],
    ['bytes=-100', 10, [0, 9]],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=-0', 10, 'unsatisfiable'],
    ['bytes=5-2', 10, null],
    ['items=0-1', 10, null],
    ['bytes=-', 10, null],
  ] as const)('%s of %i bytes -> %j', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('fileResponse of a large file', () => {
  it('streams it in pieces with the right bytes', async () => {
    const big = new Uint8Array(2.5 * 1024 * 1024).map((_, i) => i % 251);
    big.set(mp4Bytes);
    const key = 'videos/8c2e4f60-3d5b-4e7f-a0b1-2c3d4e5f6071.mp4';
    await storage.put(key, big, 'video/mp4');
    const reads: number[][] = [];
    const spy = { ...storage, getRange: (k: string, s: number, e: number) => (reads.push([s, e]), storage.getRange(k, s, e)) };

    const res = await fileResponse(spy, key);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.byteLength).toBe(big.byteLength);
    expect(body.every((v, i) => v === big[i])).toBe(true);
    expect(reads.length).toBe(3);
    expect(Math.max(...reads.map(([s, e]) => e - s + 1))).toBeLessThanOrEqual(1024 * 1024);
  });
});
