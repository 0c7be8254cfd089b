// In-memory designers' profiles, stored as the Firestore adapter stores them (active ones listed by name), the rating
// averaged by the domain's rule (domain/designer-ratings.ts).
import type { DesignerProfile } from '../contracts/designers.js';
import { ratingAverage } from '../domain/designer-ratings.js';
import type { DesignersRepository } from '../ports/designers.port.js';

export function memoryDesigners(): DesignersRepository & {
  profiles: Map<string, DesignerProfile & { ratingSum: number }>;
  /** The uids whose role was revoked (designerRevocations/{uid}). */
  revocations: Set<string>;
  /** The suspended designers' uids. */
  suspensions: Set<string>;
} {
  const profiles = new Map<string, DesignerProfile & { ratingSum: number }>();
  const revocations = new Set<string>();
  const suspensions = new Set<string>();
  const shown = ({ ratingSum: _sum, ...profile }: DesignerProfile & { ratingSum: number }): DesignerProfile =>
    structuredClone({ ...profile, active: profile.active && !suspensions.has(profile.uid) });
  return {
    profiles,
    revocations,
    suspensions,
    async get(uid) {
      const profile = profiles.get(uid);
      return profile ? shown(profile) : null;
    },
    async list() {
      return [...profiles.values()]
        .map(shown)
        .filter((profile) => profile.active)
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    async save(uid, form, photoUrl) {
      const old = profiles.get(uid);
      const profile = { ratingSum: 0, ratingCount: 0, ratingAverage: null, ...old, ...form, uid, photoUrl, active: true };
      profiles.set(uid, profile);
      return shown(profile);
    },
    async setActive(uid, active) {
      const profile = profiles.get(uid);
      if (profile) profile.active = active;
    },
    async setRevoked(uid, revoked) {
      if (revoked) revocations.add(uid);
      else revocations.delete(uid);
    },
    async isRevoked(uid) {
      return revocations.has(uid);
    },
    async setSuspended(uid, suspended) {
      if (suspended) suspensions.add(uid);
      else suspensions.delete(uid);
    },
    async isSuspended(uid) {
      return suspensions.has(uid);
    },
    async listSuspended() {
      return [...profiles.values()]
        .filter((profile) => suspensions.has(profile.uid))
        .map(shown)
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    async addRating(uid, stars) {
      const profile = profiles.get(uid);
      if (!profile) return;
      profile.ratingSum += stars;
      profile.ratingCount += 1;
      profile.ratingAverage = ratingAverage(profile.ratingSum, profile.ratingCount);
    },
  };
}
