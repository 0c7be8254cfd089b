import type { GenerationProgress } from '@contracts/generation';

/** What the Loader says under 'Creating Board' for each step the server reports. */
export function progressText(progress: GenerationProgress | null): string {
  switch (progress?.status) {
    case undefined:
    case 'queued':
      return 'Getting started';
    case 'products':
      return 'Finding your products';
    case 'cutouts':
      return progress.cutoutsTotal > 0
        ? `Cutting out ${Math.min(progress.cutoutsDone + 1, progress.cutoutsTotal)} of ${progress.cutoutsTotal}`
        : 'Cutting out your products';
    case 'palette':
      return 'Picking your palette';
    case 'writing':
      return 'Writing your board';
    case 'image':
      return 'Painting the room';
    case 'done':
      return 'Your board is ready';
    case 'error':
      return 'Something went wrong';
  }
}

const ORDER = ['queued', 'products', 'cutouts', 'palette', 'writing', 'done'] as const;

/** How far along the description is, from 0 to 1, for the progress bar. */
export function progressFraction(progress: GenerationProgress | null): number {
  if (!progress) return 0;
  if (progress.status === 'done' || progress.status === 'image') return 1;
  if (progress.status === 'error') return 0;
  const index = ORDER.indexOf(progress.status);
  const within = progress.status === 'cutouts' && progress.cutoutsTotal > 0 ? progress.cutoutsDone / progress.cutoutsTotal : 0;
  return Math.min(1, (index + within) / (ORDER.length - 1));
}
