import { describe, expect, it } from 'vitest';
import { designerDetailView, designerRead, designersView, initialsOf, ratingText, timeZoneCity } from './designer-views.js';
import type { DesignerProfile } from './designers.js';

const ines: DesignerProfile = {
  uid: 'ines',
  name: 'Inês Duarte',
  bio: 'Light first.',
  styles: ['Natural Tones'],
  meetingUrl: 'https://meet.jit.si/roomboard-ines',
  timeZone: 'Europe/Lisbon',
  photoUrl: '/api/files/avatars/ines.png',
  ratingCount: 2,
  ratingAverage: 4.5,
  active: true,
};

describe('designer texts', () => {
  it('reads the rating with one decimal and the count, or says the designer is new', () => {
    expect(ratingText({ ratingAverage: 4.5, ratingCount: 2 })).toBe('4.5 ★ (2 ratings)');
    expect(ratingText({ ratingAverage: 5, ratingCount: 1 })).toBe('5.0 ★ (1 rating)');
    expect(ratingText({ ratingAverage: null, ratingCount: 0 })).toBe('New designer');
  });

  it('names the city of a time zone', () => {
    expect(timeZoneCity('America/New_York')).toBe('New York');
    expect(timeZoneCity('UTC')).toBe('UTC');
  });

  it('takes the initials of the first two words', () => {
    expect(initialsOf('inês  maria duarte')).toBe('IM');
    expect(initialsOf('Aiko')).toBe('A');
  });
});

describe('the designers’ pages’ views', () => {
  it('shows a designer as their card and profile do, their address encoded', () => {
    const view = designersView({ designers: [{ ...ines, uid: 'a b' }] }).designers[0];
    expect(view).toEqual({
      uid: 'a b',
      segment: 'a%20b',
      name: 'Inês Duarte',
      firstName: 'Inês',
      initials: 'ID',
      photoUrl: '/api/files/avatars/ines.png',
      rating: '4.5 ★ (2 ratings)',
      city: 'Lisbon',
      timeZone: 'Europe/Lisbon',
      bio: 'Light first.',
      styles: ['Natural Tones'],
    });
  });

  it('lists a profile’s sample boards by id, title and picture, and names the read the page carries', () => {
    const view = designerDetailView({
      designer: ines,
      sampleBoards: [{ id: 'b1', title: 'Calm', imageUrl: '/api/boards/b1/image', likes: 3 }],
    });
    expect(view.sampleBoards).toEqual([{ id: 'b1', title: 'Calm', imageUrl: '/api/boards/b1/image' }]);
    expect(designerRead('a/b')).toBe('designers/a%2Fb');
  });
});
