import { RoomLayoutSchema } from '@contracts/designer';
import { describe, expect, it } from 'vitest';

const layout = {
  width: 300,
  length: 250,
  shape: 'l-shaped',
  items: [{ id: 'sofa', x: 90, y: 192.5, rotation: 355 }],
};

describe('RoomLayoutSchema (shared with the server)', () => {
  it('accepts what the designer saves', () => {
    expect(RoomLayoutSchema.parse(layout)).toEqual(layout);
  });

  it('refuses unknown shapes, non-positive sizes, unnormalised angles and repeated items', () => {
    expect(RoomLayoutSchema.safeParse({ ...layout, shape: 'round' }).success).toBe(false);
    expect(RoomLayoutSchema.safeParse({ ...layout, width: 0 }).success).toBe(false);
    expect(RoomLayoutSchema.safeParse({ ...layout, items: [{ id: 'sofa', x: 1, y: 1, rotation: 360 }] }).success).toBe(false);
    expect(RoomLayoutSchema.safeParse({ ...layout, items: [...layout.items, ...layout.items] }).success).toBe(false);
  });
});
