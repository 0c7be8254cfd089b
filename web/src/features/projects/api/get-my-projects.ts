import type { Project } from '@contracts/projects';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { projectKeys } from './project-keys';

/** GET /api/projects: the member's design projects, newest first. */
function getMyProjects(signal?: AbortSignal): Promise<{ projects: Project[] }> {
  return api<{ projects: Project[] }>('projects', { signal });
}

export const myProjectsQuery = () =>
  queryOptions({ queryKey: projectKeys.mine, queryFn: ({ signal }) => getMyProjects(signal), enabled: whenSignedIn });
