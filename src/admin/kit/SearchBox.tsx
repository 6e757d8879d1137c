import { useEffect, useRef, useState } from 'react';

/** How long the kit waits after the last keystroke before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 350;

/** `value`, once it has stayed the same for `ms` (a search sent when typing pauses, not on every key). */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface Props {
  label: string;
  placeholder?: string;
  /** The search the list was started with. */
  initial?: string;
  /** Called with the trimmed term once typing pauses (not again for the same term). */
  onSearch: (term: string) => void;
  'data-testid'?: string;
  maxLength?: number;
}

/**
 * A list's search box (issue 26): what is typed goes to the server, debounced, so the search covers
 * the whole list, not the loaded page; the screen puts it into the list query (which returns to page 1).
 */
export function SearchBox({ label, placeholder, initial = '', onSearch, maxLength = 100, ...rest }: Props) {
  const [text, setText] = useState(initial);
  const term = useDebounced(text.trim());
  const sent = useRef(initial.trim());
  useEffect(() => {
    if (term === sent.current) return;
    sent.current = term;
    onSearch(term);
  }, [term, onSearch]);
  return (
    <label className="adm-inline-field adm-search-field">
      <span>{label}</span>
      <input
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
        data-testid={rest['data-testid']}
      />
    </label>
  );
}
