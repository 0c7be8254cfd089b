import { Container } from '../../components/ui/container';
import { ProjectsSection } from '../../features/projects/components/projects-section';
import styles from '../../features/projects/components/projects.module.css';
import { NotFoundRoute } from './not-found-route';

/**
 * /designer/projects: the projects section on a page of its own until the designer workspace (/designer) takes its
 * sections in a list; everyone but designers gets the 404 page.
 */
export function DesignerProjectsPage() {
  return (
    <Container as="div" className={styles.page}>
      <ProjectsSection notFound={<NotFoundRoute />} />
    </Container>
  );
}
