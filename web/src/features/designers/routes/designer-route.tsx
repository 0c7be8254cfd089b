import { designerDetailView, type DesignerView } from '@contracts/designer-views';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { Each, useTemplateView, When } from '../../../lib/page-template';
import { useDesigner } from '../api/get-designer';
import { DesignerAvatar } from '../components/designer-avatar';
import styles from '../components/designers.module.css';

interface DesignerRouteProps {
  /** What members can do with this designer (book a consultation, ask for a review), composed by the app. */
  actions?: (designer: DesignerView) => ReactNode;
  /** Booking a consultation, under the profile (composed by the app from the consultations feature). */
  consultation?: (designer: DesignerView) => ReactNode;
  /** The page for an unknown or hidden designer. */
  notFound: ReactNode;
}

/**
 * /designers/:id: a designer's profile, bio, styles, rating and sample boards, with the app's actions beside them. The
 * api function serves it with the designer in the HTML (lib/page-template.tsx): the profile is the template it fills.
 */
export function DesignerRoute({ actions, consultation, notFound }: DesignerRouteProps) {
  const { id = '' } = useParams();
  const query = useDesigner(id);
  const designer = useTemplateView(query.data, designerDetailView);
  useDocumentTitle(query.data?.designer.name);
  if (query.error instanceof ApiError && query.error.status === 404) return <>{notFound}</>;
  if (!designer) {
    return query.error ? (
      <p role="alert" className={styles.loading}>
        {query.error.message || 'Could not load this designer.'}
      </p>
    ) : (
      <p role="status" className={styles.loading}>
        Loading…
      </p>
    );
  }
  return (
    <article className={styles.profile} aria-labelledby="designer-name">
      <Container>
        <p className={styles.back}>
          <Link to="/designers">← All designers</Link>
        </p>
        <div className={styles.profileGrid}>
          <div className={styles.profileMain}>
            <header className={styles.profileHead}>
              <DesignerAvatar initials={designer.initials} photoUrl={designer.photoUrl} size="lg" />
              <div>
                <p className={styles.eyebrow}>Designer</p>
                <h1 id="designer-name" className={styles.profileName}>
                  {designer.name}
                </h1>
                <p className={styles.rating} data-testid="designer-rating">
                  {designer.rating}
                </p>
              </div>
            </header>
            <When name="bio" value={designer.bio}>
              <p className={styles.bio}>{designer.bio}</p>
            </When>
            <dl className={styles.facts}>
              <When name="styles" value={designer.styles}>
                <div>
                  <dt>Styles</dt>
                  <dd>
                    <ul className={styles.styles}>
                      <Each name="styles" items={designer.styles}>
                        {(style) => <li key={style}>{style}</li>}
                      </Each>
                    </ul>
                  </dd>
                </div>
              </When>
              <div>
                <dt>Works from</dt>
                <dd>
                  {designer.city} ({designer.timeZone})
                </dd>
              </div>
            </dl>
            {consultation ? <div className={styles.consultation}>{consultation(designer)}</div> : null}
          </div>
          {actions ? <aside className={styles.actions}>{actions(designer)}</aside> : null}
        </div>
        <section className={styles.samples} aria-labelledby="samples-title">
          <h2 id="samples-title" className={styles.samplesTitle}>
            Sample boards
          </h2>
          <When
            name="sampleBoards"
            value={designer.sampleBoards}
            otherwise={
              <EmptyState>
                <p>{designer.name} has not shared a board yet.</p>
                <ButtonLink to="/inspirations" variant="secondary">
                  Browse Inspirations
                </ButtonLink>
              </EmptyState>
            }
          >
            <ul className={styles.boards}>
              <Each name="sampleBoards" items={designer.sampleBoards}>
                {(board) => (
                  <li key={board.id}>
                    <Link to={`/UserBoard/${board.id}`} className={styles.board}>
                      <img src={board.imageUrl} alt="" loading="lazy" />
                      <span className={styles.boardTitle}>{board.title}</span>
                    </Link>
                  </li>
                )}
              </Each>
            </ul>
          </When>
        </section>
      </Container>
    </article>
  );
}
