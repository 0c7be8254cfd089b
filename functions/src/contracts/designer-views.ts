// What the designers' pages show, as text, from the API's answers: the web app renders these views, and the api
// function fills the pages' templates with the same ones (contracts/page-template.ts), so both write the same page.
import type { DesignerDetail, DesignerProfile, DesignersList } from './designers.js';

/** The reads of the designers' pages, as their API modules ask (`GET /api/<read>`): the page's HTML carries them. */
export const DESIGNERS_READ = 'designers';
export const designerRead = (uid: string): string => `designers/${encodeURIComponent(uid)}`;

/** '4.7 ★ (12 ratings)', or 'New designer' before the first rating. */
export function ratingText(designer: Pick<DesignerProfile, 'ratingAverage' | 'ratingCount'>): string {
  if (designer.ratingAverage === null || designer.ratingCount === 0) return 'New designer';
  return `${designer.ratingAverage.toFixed(1)} ★ (${designer.ratingCount} ${designer.ratingCount === 1 ? 'rating' : 'ratings'})`;
}

/** 'Europe/Lisbon' → 'Lisbon'; 'America/New_York' → 'New York'. */
export function timeZoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

/** The initials a designer without a photo shows: 'Inês Duarte' → 'ID'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A designer on their card and at the top of their page (a type, not an interface: a template's view takes it). */
export type DesignerView = {
  uid: string;
  /** The uid as their page's address writes it (/designers/<segment>). */
  segment: string;
  name: string;
  firstName: string;
  initials: string;
  photoUrl: string | null;
  rating: string;
  city: string;
  timeZone: string;
  bio: string;
  styles: readonly string[];
};

function designerView(designer: DesignerProfile): DesignerView {
  return {
    uid: designer.uid,
    segment: encodeURIComponent(designer.uid),
    name: designer.name,
    firstName: designer.name.split(' ')[0] || designer.name,
    initials: initialsOf(designer.name),
    photoUrl: designer.photoUrl,
    rating: ratingText(designer),
    city: timeZoneCity(designer.timeZone),
    timeZone: designer.timeZone,
    bio: designer.bio,
    styles: designer.styles,
  };
}

/** /designers: the active designers, by name. */
type DesignersView = { designers: readonly DesignerView[] };

export const designersView = (list: DesignersList): DesignersView => ({ designers: list.designers.map(designerView) });

type SampleBoardView = { id: string; title: string; imageUrl: string };

/** /designers/<id>: the designer and a few of their public boards. */
type DesignerDetailView = DesignerView & { sampleBoards: readonly SampleBoardView[] };

export function designerDetailView(detail: DesignerDetail): DesignerDetailView {
  return {
    ...designerView(detail.designer),
    sampleBoards: detail.sampleBoards.map(({ id, title, imageUrl }) => ({ id, title, imageUrl })),
  };
}
