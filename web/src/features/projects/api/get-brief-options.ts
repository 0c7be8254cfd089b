import type { BriefOptions } from '@contracts/projects';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { projectKeys } from './project-keys';

/** GET /api/projects/brief-options: the member's boards with a room photo and the Inspirations boards they like. */
function getBriefOptions(signal?: AbortSignal): Promise<BriefOptions> {
  return api<BriefOptions>('projects/brief-options', { signal });
}

export const briefOptionsQuery = () =>
  queryOptions({ queryKey: projectKeys.briefOptions, queryFn: ({ signal }) => getBriefOptions(signal), enabled: whenSignedIn });
