import type { Project } from '@contracts/projects';
import { MAX_CONCEPTS } from '@contracts/projects';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useLeaveGuard, useServerDraft } from '../../../lib/use-server-draft';
import { designerBoardsQuery } from '../api/get-designer-boards';
import { designerProjectsQuery } from '../api/get-designer-projects';
import { useProjectStep } from '../api/project-step';
import { BoardTile, boardPath } from './board-tile';
import { ProjectBrief } from './project-brief';
import { ProjectTimeline } from './project-timeline';
import styles from './projects.module.css';

const due = (at: string | null) => (at ? `Due ${new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}` : null);

/** An open brief in the queue, with Take. */
function OpenProject({ project }: { project: Project }) {
  const take = useProjectStep(project.id, 'take');
  return (
    <li className={styles.projectCard} data-testid="open-project">
      <p className={styles.cardTitle}>Brief from {project.memberName}</p>
      <ProjectBrief project={project} />
      {take.error ? (
        <p role="alert" className={styles.error}>
          {take.error.message}
        </p>
      ) : null}
      <Button size="sm" disabled={take.isPending} onClick={() => take.mutate({})}>
        Take this project
      </Button>
    </li>
  );
}

/**
 * Sending a concept: the designer makes a board with the wizard in their own account, then sends it here; the server
 * copies it into the member's account, marked by the designer, with the designer as co-editor.
 */
function ConceptPicker({ project }: { project: Project }) {
  const boards = useQuery(designerBoardsQuery());
  const send = useProjectStep(project.id, 'concepts');
  const ready = useProjectStep(project.id, 'concepts-ready');
  const [picked, setPicked] = useState('');
  const full = project.concepts.length >= MAX_CONCEPTS;
  const error = send.error ?? ready.error;
  return (
    <div className={styles.inline}>
      {!full ? (
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) send.mutate({ boardId: picked });
          }}
        >
          <label className={styles.field}>
            One of your boards (make one with Get started)
            <select value={picked} onChange={(event) => setPicked(event.target.value)} aria-label="Board to send as a concept">
              <option value="">Choose a board…</option>
              {(boards.data?.boards ?? [])
                .filter((board) => !board.by_designer)
                .map((board) => (
                  <option key={board.id} value={board.id}>
                    {board.generated_title || board.title}
                  </option>
                ))}
            </select>
          </label>
          <Button type="submit" variant="secondary" size="sm" disabled={!picked || send.isPending}>
            Add as concept {project.concepts.length + 1} of {MAX_CONCEPTS}
          </Button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      ) : null}
      <Button size="sm" disabled={!project.concepts.length || ready.isPending} onClick={() => ready.mutate({})}>
        Send the concepts to {project.memberName}
      </Button>
    </div>
  );
}

function DeliverFinal({ project }: { project: Project }) {
  const deliver = useProjectStep(project.id, 'deliver');
  // The designer's note with the concepts' final board, kept as a draft until it is delivered.
  const draft = useServerDraft('concept', project.id, '');
  useLeaveGuard(draft);
  const note = draft.value;
  if (draft.status === 'loading') return <p role="status">Loading your note…</p>;
  return (
    <form
      className={styles.inline}
      onSubmit={(event) => {
        event.preventDefault();
        deliver.mutate({ note }, { onSuccess: () => void draft.clear() });
      }}
    >
      {project.status === 'revision-asked' ? <p className={styles.notes}>They asked: “{project.revisionNote}”</p> : null}
      <p className={styles.muted}>
        Refine the <Link to={boardPath(project.chosenBoardId ?? '')}>chosen board</Link> (you co-edit it: lay the room out on its plan),
        then deliver it.
      </p>
      <label className={styles.field}>
        A note with the final board
        <textarea rows={2} value={note} maxLength={1000} onChange={(event) => draft.setValue(event.target.value)} />
      </label>
      {deliver.error ? (
        <p role="alert" className={styles.error}>
          {deliver.error.message}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={deliver.isPending}>
        {project.status === 'revision-asked' ? 'Deliver the revision' : 'Deliver the final board'}
      </Button>
    </form>
  );
}

/** One of the designer's projects: the brief, the timeline, the concepts and the next thing to do. */
function MyProject({ project }: { project: Project }) {
  return (
    <li className={styles.projectCard} data-testid="my-project">
      <p className={styles.cardTitle}>
        {project.memberName} · {project.statusLabel}
      </p>
      {due(project.dueAt) ? <p className={styles.badge}>{due(project.dueAt)}</p> : null}
      <ProjectTimeline project={project} />
      <ProjectBrief project={project} />
      {project.concepts.length ? (
        <ul className={styles.tiles} aria-label="Concept boards">
          {project.concepts.map((board) => (
            <BoardTile key={board.id} board={board} chosen={board.id === project.chosenBoardId} />
          ))}
        </ul>
      ) : null}
      {project.status === 'taken' ? <ConceptPicker project={project} /> : null}
      {project.status === 'concept-chosen' || project.status === 'revision-asked' ? <DeliverFinal project={project} /> : null}
    </li>
  );
}

/**
 * The designer workspace's projects: open briefs to take, and the designer's own projects with the next step.
 * `notFound` shows when the API answers 404 (the caller is no designer).
 */
export function ProjectsSection({ notFound = null }: { notFound?: ReactNode }) {
  const query = useQuery(designerProjectsQuery());
  if (query.isPending)
    return (
      <p role="status" className={styles.muted}>
        Loading projects…
      </p>
    );
  if (query.error instanceof ApiError && query.error.status === 404) return notFound;
  if (!query.data)
    return (
      <p role="alert" className={styles.error}>
        {query.error?.message}
      </p>
    );
  return (
    <section aria-labelledby="projects-section-heading" className={styles.section}>
      <h2 id="projects-section-heading" className={styles.sectionTitle}>
        Design projects
      </h2>
      <h3 className={styles.minor}>Open briefs</h3>
      {query.data.open.length ? (
        <ul className={styles.projectList}>
          {query.data.open.map((project) => (
            <OpenProject key={project.id} project={project} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No brief waiting.</p>
      )}
      <h3 className={styles.minor}>Your projects</h3>
      {query.data.mine.length ? (
        <ul className={styles.projectList}>
          {query.data.mine.map((project) => (
            <MyProject key={project.id} project={project} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Take a brief and it shows here.</p>
      )}
    </section>
  );
}
