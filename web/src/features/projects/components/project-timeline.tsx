import { PROJECT_STEP_LABELS, type Project, type ProjectStatus } from '@contracts/projects';
import styles from './projects.module.css';

/** The steps every project passes; the revision round shows only once it is asked. */
const PATH: ProjectStatus[] = ['open', 'taken', 'concepts-ready', 'concept-chosen', 'delivered', 'rated'];
const REVISION: ProjectStatus[] = ['revision-asked', 'revised'];

const when = (at: string) =>
  new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Where the project stands: each step with the moment it was reached, the current one marked, the rest to come. */
export function ProjectTimeline({ project }: { project: Project }) {
  const reached = new Map(project.timeline.map((step) => [step.status, step.at]));
  const revised = REVISION.some((status) => reached.has(status));
  const steps = revised ? [...PATH.slice(0, 5), ...REVISION, 'rated' as const] : PATH;
  return (
    <ol className={styles.timeline} aria-label="Project timeline">
      {steps.map((status) => {
        const at = reached.get(status);
        const current = status === project.status;
        return (
          <li
            key={status}
            className={[styles.step, at ? styles.stepDone : '', current ? styles.stepCurrent : ''].filter(Boolean).join(' ')}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepLabel}>{PROJECT_STEP_LABELS[status]}</span>
            {at ? <time dateTime={at}>{when(at)}</time> : <span className={styles.muted}>To come</span>}
          </li>
        );
      })}
    </ol>
  );
}
