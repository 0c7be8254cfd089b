import type { AdminFigures, Scorecard, Scorecards } from '../contracts/service-console.js';
import { monthKey, percentOf } from '../domain/service-figures.js';
import type { Consultations } from '../ports/consultations.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { ProjectsRepository } from '../ports/projects.port.js';
import type { ServiceFigures } from '../ports/service-figures.port.js';
import { nowOf } from './steps/clock.js';

/** How far back a scorecard counts consultations and projects (bounded queries per designer, never a scan). */
const SCORECARD_WINDOW = 500;
const YEAR_MS = 365 * 86_400_000;

export interface FiguresDeps {
  figures: ServiceFigures;
  designers: Pick<DesignersRepository, 'list'>;
  projects: Pick<ProjectsRepository, 'listByDesigner'>;
  consultations: Pick<Consultations, 'forDesigner'>;
  /** The designers' earnings ledger (its lines' amounts, reversals negative); absent: scorecards show no earnings. */
  earnings?: { forDesigner(designerUid: string, limit: number): Promise<{ amountCents: number }[]> };
  now?: () => Date;
}

/** GET /api/admin/figures: the counters in force and this month's (UTC), read from three documents at most. */
export async function adminFigures(deps: Pick<FiguresDeps, 'figures' | 'now'>): Promise<AdminFigures> {
  const month = monthKey(nowOf(deps));
  const [totals, figures] = await Promise.all([deps.figures.totals(), deps.figures.month(month)]);
  return {
    month,
    mrrCents: totals.mrrCents,
    activeByPlan: totals.activeByPlan,
    newSubscriptions: figures.newSubscriptions,
    cancelled: figures.cancelled,
    allowancesUsed: figures.allowancesUsed,
    reviewsDelivered: figures.reviewsDelivered,
    reviewsOnTime: figures.reviewsOnTime,
    onTimePercent: percentOf(figures.reviewsOnTime, figures.reviewsDelivered),
  };
}

/**
 * GET /api/admin/scorecards: per active designer, reviews delivered and on time (their counters), consultations held
 * and projects closed in their last year (a bounded query each), their rating, and their earnings from the ledger.
 */
export async function scorecards(deps: FiguresDeps): Promise<Scorecards> {
  const now = nowOf(deps);
  const designers = (await deps.designers.list()).filter((designer) => designer.active);
  const counts = await deps.figures.designers(designers.map((designer) => designer.uid));
  const cards = await Promise.all(
    designers.map(async (designer): Promise<Scorecard> => {
      const [consultations, projects, lines] = await Promise.all([
        deps.consultations.forDesigner(designer.uid, new Date(now.getTime() - YEAR_MS), SCORECARD_WINDOW),
        deps.projects.listByDesigner(designer.uid, SCORECARD_WINDOW),
        deps.earnings?.forDesigner(designer.uid, SCORECARD_WINDOW) ?? Promise.resolve(null),
      ]);
      const reviews = counts.get(designer.uid) ?? { reviewsDelivered: 0, reviewsOnTime: 0 };
      return {
        uid: designer.uid,
        name: designer.name,
        reviewsDelivered: reviews.reviewsDelivered,
        consultationsHeld: consultations.filter((consultation) => consultation.status === 'confirmed' && consultation.start < now).length,
        projectsClosed: projects.filter((project) => project.status === 'rated').length,
        onTimePercent: percentOf(reviews.reviewsOnTime, reviews.reviewsDelivered),
        ratingAverage: designer.ratingAverage,
        ratingCount: designer.ratingCount,
        earningsCents: lines ? lines.reduce((sum, line) => sum + line.amountCents, 0) : null,
      };
    }),
  );
  return { designers: cards };
}
