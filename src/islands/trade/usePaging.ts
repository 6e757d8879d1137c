import { useState } from 'react';

/** A tab's page and page size (the first size to start with); choosing another size goes back to page 1. */
export function usePaging(firstSize: number) {
  const [limit, setLimit] = useState(firstSize);
  const [page, setPage] = useState(1);
  const changeLimit = (size: number) => {
    setLimit(size);
    setPage(1);
  };
  return { page, setPage, limit, changeLimit };
}
