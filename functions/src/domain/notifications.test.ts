import { describe, expect, it } from 'vitest';
import { notificationsToPrune } from './notifications.js';

const day = (n: number) => new Date(Date.UTC(2031, 0, n));
const items = [
  { id: 'a', createdAt: day(1) },
  { id: 'b', createdAt: day(2) },
  { id: 'c', createdAt: day(3) },
  { id: 'd', createdAt: day(4) },
];

describe('notificationsToPrune', () => {
  it('takes those made before the cut, whatever their number', () => {
    expect(notificationsToPrune(items, 4, day(3), 10)).toEqual(['a', 'b']);
  });

  it('takes the oldest until `keep` remain', () => {
    expect(notificationsToPrune(items, 4, day(1), 1)).toEqual(['a', 'b', 'c']);
    expect(notificationsToPrune(items, 4, day(1), 4)).toEqual([]);
  });

  it('counts the ones not given: of a page of the oldest, those beyond what is kept', () => {
    expect(notificationsToPrune(items.slice(0, 2), 250, day(1), 200)).toEqual(['a', 'b']);
    expect(notificationsToPrune(items.slice(0, 2), 201, day(1), 200)).toEqual(['a']);
  });

  it('takes both: the old, then the oldest of the rest beyond `keep`', () => {
    expect(notificationsToPrune(items, 4, day(2), 1)).toEqual(['a', 'b', 'c']);
    expect(notificationsToPrune(items, 4, day(3), 3)).toEqual(['a', 'b']);
  });
});
