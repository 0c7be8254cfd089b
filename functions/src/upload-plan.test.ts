import { describe, expect, it } from 'vitest';
import { functionFor, globRegExp, hostingRewrites } from './testing/hosting-rewrites.js';
import { UPLOAD_PLAN } from './upload-plan.js';

describe('where uploads run (firebase.json and upload-plan.ts)', () => {
  const rewrites = hostingRewrites();
  const at = (source: string) => rewrites.findIndex((rewrite) => rewrite.source === source);

  it('sends every upload path to generate, before the /api/** rewrite to the light API', () => {
    const uploads = [
      '/api/boards/b1/picture',
      '/api/boards/b1/room-photo',
      '/api/profile-image',
      '/api/threads/review/r1/pictures',
      '/api/designer-applications/pictures',
    ];
    expect(uploads.map((path) => functionFor(path, rewrites))).toEqual(['generate', 'generate', 'generate', 'generate', 'generate']);
    // The application itself and the member's read of it stay on the light API.
    expect(['/api/designer-applications', '/api/designer-applications/mine'].map((path) => functionFor(path, rewrites))).toEqual([
      'api',
      'api',
    ]);
    const sources = [
      '/api/boards/*/picture',
      '/api/boards/*/room-photo',
      '/api/profile-image',
      '/api/threads/*/*/pictures',
      '/api/designer-applications/pictures',
    ];
    for (const source of sources) {
      expect(at(source)).toBeGreaterThanOrEqual(0);
      expect(at(source)).toBeLessThan(at('/api/**'));
    }
  });

  it('keeps the pictures’ list, restore and images on the light API, and photoreal on generate', () => {
    const paths = [
      '/api/boards/b1/pictures',
      '/api/boards/b1/pictures/p1/restore',
      '/api/boards/b1/pictures/p1/image',
      '/api/boards/b1/room-photo/image',
      '/api/get-profile',
      '/api/boards/b1/picture/photoreal',
      '/api/threads/review/r1/messages/m1/picture',
    ];
    expect(paths.map((path) => functionFor(path, rewrites))).toEqual(['api', 'api', 'api', 'api', 'api', 'generate', 'api']);
  });

  it('reads Hosting globs as Hosting does: * one segment, ** any path, {a,b} alternatives', () => {
    expect(globRegExp('/api/boards/*/picture').test('/api/boards/b1/picture')).toBe(true);
    expect(globRegExp('/api/boards/*/picture').test('/api/boards/b1/c/picture')).toBe(false);
    expect(globRegExp('/api/**').test('/api/a/b/c')).toBe(true);
    expect(globRegExp('/api/generate-image{,/}').test('/api/generate-image/')).toBe(true);
    expect(globRegExp('/api/generate-image{,/}').test('/api/generate-imagex')).toBe(false);
  });

  it('counts the bodies an instance holds at once (concurrency × the platform’s body cap) and fits in its memory', () => {
    expect(UPLOAD_PLAN.budget.bodiesMib).toBe(UPLOAD_PLAN.concurrency * UPLOAD_PLAN.bodyMib);
    const { bodiesMib, decodingMib, generationMib } = UPLOAD_PLAN.budget;
    expect(decodingMib).toBeGreaterThan(0);
    expect(generationMib).toBeGreaterThan(0);
    expect(bodiesMib + decodingMib + generationMib).toBeLessThanOrEqual(UPLOAD_PLAN.memoryMib);
    expect(UPLOAD_PLAN.memoryMib).toBe(Number(UPLOAD_PLAN.memory.replace('GiB', '')) * 1024);
  });
});
