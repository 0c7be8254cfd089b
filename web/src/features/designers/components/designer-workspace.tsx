import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '../../../components/ui/container';
import styles from './designers.module.css';

/** One section of the designer's workspace: its address under /designer, its name in the nav, and what it shows. */
export interface WorkspaceSection {
  path: string;
  label: string;
  element: ReactNode;
}

/** The workspace's frame: a heading, the section nav (a row of tabs, scrolling on phones) and the current section. */
export function DesignerWorkspace({ name, sections, current }: { name: string; sections: WorkspaceSection[]; current: string }) {
  const shown = sections.find((section) => section.path === current);
  return (
    <section className={styles.workspace} aria-labelledby="workspace-title">
      <Container>
        <header className={styles.workspaceHead}>
          <p className={styles.eyebrow}>Designer workspace</p>
          <h1 id="workspace-title" className={styles.workspaceTitle}>
            {name ? `Welcome back, ${name.split(' ')[0]}` : 'Welcome to your workspace'}
          </h1>
        </header>
        <nav aria-label="Workspace" className={styles.sectionNav}>
          <ul>
            {sections.map((section) => (
              <li key={section.path}>
                <Link
                  to={`/designer/${section.path}`}
                  className={section === shown ? styles.sectionActive : styles.sectionLink}
                  aria-current={section === shown ? 'page' : undefined}
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sectionBody} data-testid={`workspace-${current}`}>
          {shown?.element}
        </div>
      </Container>
    </section>
  );
}
