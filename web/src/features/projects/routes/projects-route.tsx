import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { RequireSignIn } from '../../../components/ui/require-profile';
import { ApiError } from '../../../lib/api-client';
import { useCreateProject } from '../api/create-project';
import { briefOptionsQuery } from '../api/get-brief-options';
import { myProjectsQuery } from '../api/get-my-projects';
import { BriefForm } from '../components/brief-form';
import { ProjectTimeline } from '../components/project-timeline';
import styles from '../components/projects.module.css';

/**
 * /projects: a Platinum member's design projects. The brief in three steps, then each project with its timeline. A
 * plan without a project left this period gets the server's answer (when it renews, which plan includes one).
 * `withAllowance`, composed in app/, says what the plan has left above the brief, or shows the plans instead of it.
 */
export function ProjectsRoute({ withAllowance = (form) => form }: { withAllowance?: (form: ReactNode) => ReactNode }) {
  const projects = useQuery(myProjectsQuery());
  const options = useQuery(briefOptionsQuery());
  const create = useCreateProject();
  const navigate = useNavigate();
  const refusal = create.error instanceof ApiError ? create.error : null;
  const upgrade = refusal?.code === 'allowance-used' && typeof refusal.body.upgradeTo === 'string';

  return (
    <Container as="section" className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Platinum</p>
        <h1 className={styles.title}>Design projects</h1>
        <p className={styles.lede}>
          Tell a designer about your room. They make up to three concept boards in your account; you choose one, and they refine it into
          your final board with its plan, 3D view and shopping list.
        </p>
      </header>

      <RequireSignIn prompt="Log in to start a design project.">
        <div className={styles.columns}>
          <section aria-labelledby="brief-heading" className={styles.panel}>
            <h2 id="brief-heading" className={styles.sectionTitle}>
              Start a brief
            </h2>
            {withAllowance(
              <>
                <BriefForm
                  options={options.data}
                  sending={create.isPending}
                  error={create.error ? create.error.message : null}
                  onSend={(brief) => create.mutateAsync(brief).catch(() => undefined)}
                  onSent={(project) => navigate(`/projects/${encodeURIComponent(project.id)}`)}
                />
                {upgrade ? (
                  <ButtonLink to="/#membership-title" variant="secondary" size="sm">
                    See the plans
                  </ButtonLink>
                ) : null}
              </>,
            )}
          </section>

          <section aria-labelledby="mine-heading">
            <h2 id="mine-heading" className={styles.sectionTitle}>
              Your projects
            </h2>
            {projects.isPending ? (
              <p role="status" className={styles.muted}>
                Loading your projects…
              </p>
            ) : projects.data?.projects.length ? (
              <ul className={styles.projectList}>
                {projects.data.projects.map((project) => (
                  <li key={project.id} className={styles.projectCard}>
                    <p className={styles.cardTitle}>
                      <Link to={`/projects/${encodeURIComponent(project.id)}`}>
                        {project.brief.rooms.map((room) => `${room.function} · ${room.style}`).join(', ')}
                      </Link>
                    </p>
                    <p className={styles.muted}>
                      {project.statusLabel}
                      {project.designer ? ` · with ${project.designer.name}` : ''}
                    </p>
                    <ProjectTimeline project={project} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>No project yet. Your briefs and their progress show here.</p>
            )}
          </section>
        </div>
      </RequireSignIn>
    </Container>
  );
}
