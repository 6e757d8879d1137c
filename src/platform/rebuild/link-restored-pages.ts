import { link, mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Settings = { config: { cacheDir: URL; outDir: URL } };
interface CacheMethods {
  restoreOutputFile(settings: Settings, outputFile: string, destination: URL): Promise<boolean>;
  writeOutputFile(settings: Settings, outputFile: string, body: string | Uint8Array): Promise<void>;
}

/**
 * Astro's incremental build restores an unchanged page by copying it from its cache folder. On this
 * project's disks copying 12,000 pages (430 MB) takes ~7 s, linking them ~0.2 s: the difference between a
 * publish that is live in seconds and one that is not. So, in the build process only, a restored page
 * is hard-linked to its cached copy, a rendered page's cached copy is a hard link to the page (not a
 * second write of its bytes), and a cached copy is only ever replaced (new file, then rename), never
 * rewritten in place: a page linked into an earlier build folder (the one being served) keeps its bytes. Astro does not export the cache class; it is reached by its file, and a change of
 * Astro's internals fails loudly here (and in tests) instead of silently slowing every publish.
 * Called by the process that runs Astro's build() (astroBuilder), before it.
 */
export async function linkRestoredPages(): Promise<void> {
  const file = join(dirname(createRequire(import.meta.url).resolve('astro')), 'core/build/incremental.js');
  const { IncrementalBuildCache } = (await import(pathToFileURL(file).href)) as { IncrementalBuildCache?: { prototype: CacheMethods } };
  const proto = IncrementalBuildCache?.prototype;
  if (typeof proto?.restoreOutputFile !== 'function' || typeof proto.writeOutputFile !== 'function') {
    throw new Error(`Astro's incremental build cache changed (${file}): update link-restored-pages.ts`);
  }
  if ((proto as { linked?: boolean }).linked) return;
  const copyRestore = proto.restoreOutputFile;
  const cached = (settings: Settings, outputFile: string) => fileURLToPath(new URL(outputFile, new URL('dist/', settings.config.cacheDir)));

  proto.restoreOutputFile = async function (settings, outputFile, destination) {
    const target = fileURLToPath(destination);
    try {
      await mkdir(dirname(target), { recursive: true });
      await link(cached(settings, outputFile), target);
      return true;
    } catch {
      return copyRestore.call(this, settings, outputFile, destination); // another file system, or no cached copy
    }
  };
  proto.writeOutputFile = async function (settings, outputFile, body) {
    const target = cached(settings, outputFile);
    const temp = `${target}.${process.pid}.tmp`;
    await mkdir(dirname(target), { recursive: true });
    // the page Astro just wrote to the build folder has these bytes: link it rather than write them again
    await link(fileURLToPath(new URL(outputFile, settings.config.outDir)), temp).catch(() => writeFile(temp, body));
    await rename(temp, target);
  };
  (proto as { linked?: boolean }).linked = true;
}
