import { MAX_SELECTED_PRODUCTS, TOO_MANY_PRODUCTS } from '@contracts/choices';
import { describe, expect, it } from 'vitest';
import { categoryTabs, defaultTab, mergePage, readRoomChoice, toggleSelection } from './selection';

const product = (n: number) => ({ id: `p${n}`, Title: `Product ${n}` });

describe('selection limit', () => {
  it('adds and removes a product', () => {
    const added = toggleSelection([], product(1));
    expect(added).toEqual({ selected: [product(1)] });
    expect(toggleSelection(added.selected, product(1))).toEqual({ selected: [] });
  });

  it('refuses an 11th product with the spec message and keeps the ten', () => {
    const ten = Array.from({ length: MAX_SELECTED_PRODUCTS }, (_, i) => product(i));
    const result = toggleSelection(ten, product(99));
    expect(result.error).toBe("You can't select more than 10 products.");
    expect(result.error).toBe(TOO_MANY_PRODUCTS);
    expect(result.selected).toEqual(ten);
  });

  it('still lets a user unselect when ten are chosen', () => {
    const ten = Array.from({ length: 10 }, (_, i) => product(i));
    expect(toggleSelection(ten, product(3)).selected).toHaveLength(9);
  });
});

describe('category tabs', () => {
  it('are Back, All, then the function keywords', () => {
    expect(categoryTabs('Sleep')).toEqual(['Back', 'All', 'Sleep', 'mattress', 'pillow', 'comfort', 'duvet', 'sheet', 'rug', 'paint']);
    expect(categoryTabs(null)).toEqual(['Back', 'All']);
  });

  it('default to the tab at index 2 when a function is known, else All', () => {
    expect(defaultTab('Sleep')).toBe('Sleep');
    expect(defaultTab('Entertainment')).toBe('Entertainment');
    expect(defaultTab('Bath')).toBe('Bath');
    expect(defaultTab(null)).toBe('All');
  });
});

describe('room choice', () => {
  it('prefers router state, then the query', () => {
    const query = new URLSearchParams({ function: 'Bath', size: 'Powder', style: 'Grey Tones' });
    expect(readRoomChoice({ function_name: 'Sleep', size: 'Queen Size', style: 'Natural Tones' }, query)).toEqual({
      function_name: 'Sleep',
      size: 'Queen Size',
      style: 'Natural Tones',
    });
    expect(readRoomChoice(null, query)).toEqual({ function_name: 'Bath', size: 'Powder', style: 'Grey Tones' });
  });

  it('drops unknown functions and styles', () => {
    expect(readRoomChoice(undefined, new URLSearchParams({ function: 'Garage', style: 'Neon' }))).toEqual({
      function_name: null,
      size: null,
      style: null,
    });
  });
});

describe('pages', () => {
  it('replaces on page 1 and appends later pages without duplicates', () => {
    expect(mergePage([product(1)], 1, [product(2)])).toEqual([product(2)]);
    expect(mergePage([product(1), product(2)], 2, [product(2), product(3)])).toEqual([product(1), product(2), product(3)]);
  });
});
