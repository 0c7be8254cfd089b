import type { Project } from '@contracts/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/**
 * One step of a project, each its own POST /api/projects/:id/<step>: take, concepts (a designer's board sent as a
 * concept), concepts-ready, choose, deliver, revision, rate. Each answers the project, which replaces the cached one.
 */
type ProjectStep = 'take' | 'concepts' | 'concepts-ready' | 'choose' | 'deliver' | 'revision' | 'rate';

function projectStep(id: string, step: ProjectStep, body: Record<string, unknown> = {}): Promise<Project> {
  return api<Project>(`projects/${encodeURIComponent(id)}/${step}`, { body });
}

export function useProjectStep(id: string, step: ProjectStep) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown> = {}) => projectStep(id, step, body),
    onSuccess: (project) => {
      client.setQueryData(projectKeys.detail(id), project);
      void client.invalidateQueries({ queryKey: projectKeys.mine });
      void client.invalidateQueries({ queryKey: projectKeys.designer });
    },
  });
}
