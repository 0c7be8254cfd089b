import { AllowanceGate } from '../../features/membership/components/allowance-gate';
import { ProjectsRoute } from '../../features/projects/routes/projects-route';

/** /projects: the projects feature's page, its brief saying what the plan has left (the membership feature) or showing the plans instead. */
export function ProjectsPage() {
  return <ProjectsRoute withAllowance={(form) => <AllowanceGate kind="projects">{form}</AllowanceGate>} />;
}
