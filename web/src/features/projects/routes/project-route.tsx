import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { projectQuery } from '../api/get-project';
import { useProjectStep } from '../api/project-step';
import { BoardTile, boardPath } from '../components/board-tile';
import { ProjectBrief } from '../components/project-brief';
import { ProjectTimeline } from '../components/project-timeline';
import styles from '../components/projects.module.css';

/** The final board's three deliverables, each where the board already shows it. */
function FinalLinks({ boardId }: { boardId: string }) {
  return (
    <p className={styles.links}>
      <ButtonLink to={boardPath(boardId)} size="sm">
        Final board, plan and 3D view
      </ButtonLink>
      <ButtonLink to={`${boardPath(boardId)}/print`} variant="secondary" size="sm">
        Shopping list
      </ButtonLink>
    </p>
  );
}

/**
 * /projects/:id, the member's page: the timeline, the concept boards marked by the designer with Choose, the final
 * board with its plan, 3D view and shopping list, the one revision round and the rating. `thread` is the message
 * thread's place (filled by the app's composition).
 */
export function ProjectRoute({ thread }: { thread?: (projectId: string) => ReactNode }) {
  const id = useParams().id ?? '';
  const query = useQuery(projectQuery(id));
  const choose = useProjectStep(id, 'choose');
  const revision = useProjectStep(id, 'revision');
  const rate = useProjectStep(id, 'rate');
  const [note, setNote] = useState('');
  const project = query.data;

  if (query.isPending)
    return (
      <p role="status" className={styles.muted}>
        Loading the project…
      </p>
    );
  if (!project)
    return (
      <Container size="narrow" className={styles.page}>
        <h1 className={styles.title}>Design project</h1>
        <p role="alert" className={styles.error}>
          {query.error?.message ?? 'This design project does not exist.'}
        </p>
        <Link to="/projects">Your design projects</Link>
      </Container>
    );

  const delivered = ['delivered', 'revision-asked', 'revised', 'rated'].includes(project.status);
  const error = choose.error ?? revision.error ?? rate.error;
  return (
    <Container as="section" className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <Link to="/projects">Design projects</Link>
        </p>
        <h1 className={styles.title}>{project.brief.rooms.map((room) => `${room.function} · ${room.style}`).join(', ')}</h1>
        <p className={styles.lede} data-testid="project-status">
          {project.statusLabel}
          {project.designer ? ` · your designer: ${project.designer.name}` : ' · waiting for a designer'}
        </p>
      </header>

      <div className={styles.columns}>
        <aside className={styles.panel} aria-label="Where it stands">
          <ProjectTimeline project={project} />
        </aside>

        <div className={styles.main}>
          {error ? (
            <p role="alert" className={styles.error}>
              {error.message}
            </p>
          ) : null}

          {project.status === 'concepts-ready' || project.chosenBoardId ? (
            <section aria-labelledby="concepts-heading">
              <h2 id="concepts-heading" className={styles.sectionTitle}>
                Concept boards
              </h2>
              <ul className={styles.tiles}>
                {project.concepts.map((board) => (
                  <BoardTile key={board.id} board={board} chosen={board.id === project.chosenBoardId}>
                    {project.status === 'concepts-ready' ? (
                      <Button size="sm" disabled={choose.isPending} onClick={() => choose.mutate({ boardId: board.id })}>
                        Choose this concept
                      </Button>
                    ) : null}
                  </BoardTile>
                ))}
              </ul>
            </section>
          ) : (
            <p className={styles.muted}>Your designer's concept boards show here once they are ready.</p>
          )}

          {delivered && project.chosenBoardId ? (
            <section aria-labelledby="final-heading" className={styles.panel}>
              <h2 id="final-heading" className={styles.sectionTitle}>
                Your final board
              </h2>
              {project.deliveryNote ? <p className={styles.notes}>{project.deliveryNote}</p> : null}
              <FinalLinks boardId={project.chosenBoardId} />
              {project.status === 'delivered' ? (
                <form
                  className={styles.inline}
                  onSubmit={(event) => {
                    event.preventDefault();
                    revision.mutate({ note });
                  }}
                >
                  <label className={styles.field}>
                    One round of changes: what should change?
                    <textarea rows={3} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
                  </label>
                  <Button type="submit" variant="secondary" size="sm" disabled={revision.isPending}>
                    Ask for a revision
                  </Button>
                </form>
              ) : null}
              {project.status === 'revision-asked' ? <p className={styles.muted}>You asked: “{project.revisionNote}”</p> : null}
              {project.status === 'delivered' || project.status === 'revised' ? (
                <div className={styles.rating} role="group" aria-label="Close and rate the project">
                  <p className={styles.label}>Happy with it? Close the project and rate it.</p>
                  {[1, 2, 3, 4, 5].map((stars) => (
                    <Button
                      key={stars}
                      variant="secondary"
                      size="sm"
                      disabled={rate.isPending}
                      onClick={() => rate.mutate({ rating: stars })}
                    >
                      {stars} ★
                    </Button>
                  ))}
                </div>
              ) : null}
              {project.rating ? <p className={styles.muted}>You rated it {project.rating} of 5. Thank you.</p> : null}
            </section>
          ) : null}

          <section aria-labelledby="brief-heading">
            <h2 id="brief-heading" className={styles.sectionTitle}>
              Your brief
            </h2>
            <ProjectBrief project={project} />
          </section>
          {thread?.(project.id)}
        </div>
      </div>
    </Container>
  );
}
