import { useEffect, useState } from 'react';
import { api } from '@client/api-client';

/**
 * Whether a well-formed index that differs from the question's own is already used
 * (association-admin.md §5: checked against the server, debounced while the admin types).
 */
export function useIndexDuplicate(cid: string, originalCid: string | null, wellFormed: boolean) {
  const [duplicate, setDuplicate] = useState(false);
  useEffect(() => {
    setDuplicate(false);
    if (!wellFormed || cid === originalCid) return;
    let live = true;
    const timer = setTimeout(() => {
      api
        .get('/check/index', { cid })
        .then((r) => live && setDuplicate(r.result.length > 0))
        .catch(() => {});
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [cid, originalCid, wellFormed]);
  return duplicate;
}
