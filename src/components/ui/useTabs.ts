import { useRef, type KeyboardEvent } from 'react';
import { tabMove } from './tabs';

/**
 * An island's tabs: the keyboard model of tabs.ts (ArrowLeft / ArrowRight wrapping, Home, End;
 * automatic activation) over the island's own `role="tab"` buttons. Spread nothing: put `onKeyDown`
 * on the `role="tablist"` element and `ref={tabRef(name)}` on each tab; the island keeps its
 * `aria-selected`, `aria-controls` and roving `tabIndex={selected ? 0 : -1}`.
 */
export function useTabs<T extends string>(tabs: readonly T[], selected: T, onSelect: (tab: T) => void) {
  const refs = useRef<Partial<Record<T, HTMLElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    const to = tabMove(e.key, tabs.indexOf(selected), tabs.length);
    if (to === null) return;
    e.preventDefault();
    onSelect(tabs[to]);
    refs.current[tabs[to]]?.focus();
  };
  const tabRef = (tab: T) => (el: HTMLElement | null) => {
    refs.current[tab] = el;
  };
  return { onKeyDown, tabRef };
}
