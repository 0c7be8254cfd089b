import type { DesignerProfile } from '@contracts/designers';

/** '4.7 ★ (12 ratings)', or 'New designer' before the first rating. */
export function ratingText(designer: Pick<DesignerProfile, 'ratingAverage' | 'ratingCount'>): string {
  if (designer.ratingAverage === null || designer.ratingCount === 0) return 'New designer';
  return `${designer.ratingAverage.toFixed(1)} ★ (${designer.ratingCount} ${designer.ratingCount === 1 ? 'rating' : 'ratings'})`;
}

/** 'Europe/Lisbon' → 'Lisbon'; 'America/New_York' → 'New York'. */
export function timeZoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}
