import type { DesignerItem } from './designer-state';
import { cm } from '@room/units';

/** A test item: 60 × 40 cm unless told otherwise. */
export function createItem(
  overrides: Partial<Omit<DesignerItem, 'width' | 'length'>> & { width?: number; length?: number } = {},
): DesignerItem {
  const { width = 60, length = 40, ...rest } = overrides;
  return { id: 'item-1', name: 'Item 1', imageUrl: null, ...rest, width: cm(width), length: cm(length) };
}
