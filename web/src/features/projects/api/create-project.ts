import type { Project, ProjectBriefInput } from '@contracts/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** POST /api/projects: the brief (Platinum; 403 allowance-used otherwise). */
function createProject(brief: ProjectBriefInput): Promise<Project> {
  return api<Project>('projects', { body: brief });
}

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.mine }) });
}
