import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKeyInFolder, isSafeKey, newKey } from '@platform/storage/keys';
import { localStorage } from '@platform/storage/local';
import { pdfBytes, pngBytes } from '../helpers/upload-files';

let parent: string;
let root: string;
let storage: ReturnType<typeof localStorage>;
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'local-storage-'));
  root = join(parent, 'files');
  storage = localStorage(root);
  // a sibling folder whose name starts like the root: a prefix check alone would let keys reach it
  await mkdir(join(parent, 'files-secret'), { recursive: true });
  await writeFile(join(parent, 'files-secret', 'a.pdf'), pdfBytes);
});
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('localStorage', () => {
  it('puts, reads, inspects and deletes a file, with the type taken from the key', async () => {
    const key = newKey('reports', 'pdf');
    await storage.put(key, pdfBytes, 'text/html');
    expect(await storage.get(key)).toMatchObject({ size: pdfBytes.byteLength, contentType: 'application/pdf' });
    expect(await storage.head(key)).toEqual({ size: pdfBytes.byteLength, contentType: 'application/pdf' });
    expect(new TextDecoder().decode((await storage.getRange(key, 0, 4))!)).toBe('%PDF-');
    expect((await storage.getRange(key, pdfBytes.byteLength - 2, pdfBytes.byteLength + 100))!.byteLength).toBe(2);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(key)).toBeNull();
    expect(await storage.getRange(key, 0, 1)).toBeNull();
  });

  it('leaves no temporary files behind a write', async () => {
    const key = newKey('news', 'png');
    await storage.put(key, pngBytes, 'image/png');
    expect(await readdir(join(root, 'news'))).toEqual([key.split('/')[1]]);
  });

  it('never reads or writes outside its root', async () => {
    expect(await storage.get('../files-secret/a.pdf')).toBeNull();
    expect(await storage.head('../files-secret/a.pdf')).toBeNull();
    await expect(storage.put('../files-secret/b.pdf', pdfBytes, 'application/pdf')).rejects.toThrow();
    await expect(storage.delete('../files-secret/a.pdf')).rejects.toThrow();
    expect(await readdir(join(parent, 'files-secret'))).toEqual(['a.pdf']);
  });

  it('lists the keys under a prefix, in subfolders too, without half-written files', async () => {
    await storage.put('listed/a/one.png', pngBytes, 'image/png');
    await storage.put('listed/a/deeper/two.png', pngBytes, 'image/png');
    await storage.put('listed/b.png', pngBytes, 'image/png');
    await writeFile(join(root, 'listed/a', 'three.png.1234.part'), pngBytes);
    expect((await storage.list('listed/a/')).sort()).toEqual(['listed/a/deeper/two.png', 'listed/a/one.png']);
    expect(await storage.list('listed/a/o')).toEqual(['listed/a/one.png']);
    expect((await storage.list('listed/')).length).toBe(3);
    expect(await storage.list('nothing-here/')).toEqual([]);
    await expect(storage.list('../files-secret/')).rejects.toThrow(/invalid storage prefix/);
  });

  it('maps keys to /files URLs and back, refusing URLs that are not ours', () => {
    expect(storage.url('news/a.png')).toBe('/files/news/a.png');
    expect(storage.keyFromUrl('/files/news/a.png')).toBe('news/a.png');
    expect(storage.keyFromUrl('/files/../db.sqlite')).toBeNull();
    expect(storage.keyFromUrl('https://evil.example/files/news/a.png')).toBeNull();
  });
});

describe('storage keys', () => {
  it('generates <folder>/<uuid>.<ext> and recognises only those', () => {
    const key = newKey('member/proofs', 'pdf');
    expect(key).toMatch(/^member\/proofs\/[0-9a-f-]{36}\.pdf$/);
    expect(isKeyInFolder(key, 'member/proofs')).toBe(true);
    expect(isKeyInFolder(key, 'member')).toBe(false);
    expect(isKeyInFolder('member/proofs/other.pdf', 'member/proofs')).toBe(false);
    expect(isSafeKey('a/../b.pdf')).toBe(false);
    expect(isSafeKey('/etc/passwd.txt')).toBe(false);
    expect(isSafeKey('news/%2e%2e.png')).toBe(false);
    expect(() => newKey('../up', 'png')).toThrow();
  });
});
