import { describe, expect, it } from 'vitest';
import { pagerSteps, pageWindow } from '@lib/pagination';

const shown = (current: number, total: number, opts = {}) =>
  pagerSteps(current, total, opts).map((s) => (s.page === null ? `(${s.text})` : s.current ? `[${s.text}]` : `${s.text}>${s.page}`));

describe('pageWindow', () => {
  it('keeps up to max pages around the current one inside 1..total', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(1, 2, 5)).toEqual([1, 2]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('pagerSteps (the one public pager)', () => {
  it('no pager for a single page', () => {
    expect(pagerSteps(1, 1)).toEqual([]);
    expect(pagerSteps(1, 0)).toEqual([]);
  });
  it('first, previous, the window, next, last; the ends disabled', () => {
    expect(shown(1, 5)).toEqual(['(«)', '(‹)', '[1]', '2>2', '3>3', '›>2', '»>5']);
    expect(shown(3, 5)).toEqual(['«>1', '‹>2', '2>2', '[3]', '4>4', '›>4', '»>5']);
    expect(shown(5, 5)).toEqual(['«>1', '‹>4', '3>3', '4>4', '[5]', '(›)', '(»)']);
  });
  it('the directory window: current ±2', () => {
    expect(shown(4, 9, { window: 5 })).toEqual(['«>1', '‹>3', '2>2', '3>3', '[4]', '5>5', '6>6', '›>5', '»>9']);
  });
  it('past the end (pastEnd): the pager leads back to the last page', () => {
    expect(shown(7, 3, { pastEnd: true })).toEqual(['«>1', '‹>3', '1>1', '2>2', '3>3', '(›)', '»>3']);
    expect(shown(4, 0, { pastEnd: true })).toEqual(['«>1', '‹>1', '1>1', '(›)', '»>1']);
    expect(pagerSteps(1, 0, { pastEnd: true })).toEqual([]);
  });
});
