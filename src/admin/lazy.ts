import { lazy, type ComponentType } from 'react';

/** The spec's load time-out of a lazily loaded screen. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** `load()`, failing with a ChunkLoadError when it fails or has not answered after `timeoutMs`. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`screen did not load in ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(err instanceof Error ? err.message : String(err)));
      },
    );
  });
}

/** React.lazy with the time-out (the screen's error boundary shows the failure). */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, timeoutMs = CHUNK_TIMEOUT_MS) {
  return lazy(() => withTimeout(load, timeoutMs));
}
