import type { Project } from '@contracts/projects';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { projectKeys } from './project-keys';

/** GET /api/projects/:id: for the member and the project's designer. */
function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return api<Project>(`projects/${encodeURIComponent(id)}`, { signal });
}

export const projectQuery = (id: string) =>
  queryOptions({ queryKey: projectKeys.detail(id), queryFn: ({ signal }) => getProject(id, signal), enabled: whenSignedIn });
