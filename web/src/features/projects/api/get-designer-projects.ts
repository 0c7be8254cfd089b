import type { DesignerProjects } from '@contracts/projects';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { projectKeys } from './project-keys';

/** GET /api/designer/projects: open briefs to take and the designer's own projects (404 for everyone else). */
function getDesignerProjects(signal?: AbortSignal): Promise<DesignerProjects> {
  return api<DesignerProjects>('designer/projects', { signal, quiet: true });
}

export const designerProjectsQuery = () =>
  queryOptions({
    queryKey: projectKeys.designer,
    queryFn: ({ signal }) => getDesignerProjects(signal),
    enabled: whenSignedIn,
    retry: false,
  });
