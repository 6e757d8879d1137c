import { useEffect, useState } from 'react';

/**
 * false in the static HTML, true once the island runs. The first step's fields and button stay
 * disabled until then: a click before that would submit natively, and text typed before hydration
 * would be reset to the island's empty state.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
