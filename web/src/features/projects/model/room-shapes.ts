import type { RoomShapeId } from '@contracts/designer';

/** The room designer's shapes as the brief names them. */
export const SHAPE_NAMES: Record<RoomShapeId, string> = {
  rectangular: 'Rectangular',
  'l-shaped': 'L-shaped',
  cut: 'Cut corner',
  't-shaped': 'T-shaped',
  'u-shaped': 'U-shaped',
  beveled: 'Bevelled',
};
