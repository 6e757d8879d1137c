import { describe, expect, it } from 'vitest';
import { tabIds, tabMove } from '@ui/tabs';

describe('tabMove (the one keyboard model of the public tabs)', () => {
  it('ArrowRight / ArrowLeft move one tab, wrapping around', () => {
    expect(tabMove('ArrowRight', 0, 4)).toBe(1);
    expect(tabMove('ArrowRight', 3, 4)).toBe(0);
    expect(tabMove('ArrowLeft', 2, 4)).toBe(1);
    expect(tabMove('ArrowLeft', 0, 4)).toBe(3);
  });
  it('Home and End go to the first and the last tab', () => {
    expect(tabMove('Home', 2, 4)).toBe(0);
    expect(tabMove('End', 0, 4)).toBe(3);
    expect(tabMove('End', 0, 2)).toBe(1);
  });
  it('other keys (and an empty row) do nothing', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'a']) expect(tabMove(key, 1, 4)).toBeNull();
    expect(tabMove('Home', 0, 0)).toBeNull();
  });
  it('tabIds ties a tab to its panel', () => {
    expect(tabIds('day', 2)).toEqual({ tab: 'day-tab-2', panel: 'day-2' });
  });
});
