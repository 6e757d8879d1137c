import { lazy, type ComponentType } from 'react';

/**
 * A step the first view does not show: its code loads when the step first renders (`Step`, for a
 * Suspense boundary) or earlier through `preload()` (once; a failed load is tried again next time).
 */
export function lazyStep<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  return { Step: lazy(preload), preload };
}

/** Fetches the later steps' code ahead, e.g. when the visitor starts on the first step (errors wait for the step itself). */
export const preloadSteps =
  (...steps: { preload: () => Promise<unknown> }[]) =>
  () => {
    for (const s of steps) s.preload().catch(() => undefined);
  };
