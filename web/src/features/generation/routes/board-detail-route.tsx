import type { Generation } from '@contracts/generation';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { BoardStory } from '../../../components/ui/board-story';
import { CutoutGroups } from '../../../components/ui/cutout-groups';
import { EarlyPicture, LoadingHeadingWords } from '../../../components/ui/early-picture';
import { LoadingDots } from '../../../components/ui/loading-dots';
import { PalettePanel } from '../../../components/ui/palette-panel';
import { boardHeading, namedCutouts, paletteSwatches } from '../../../lib/board-presentation';
import { useGenerateBoard } from '../api/generate-description';
import { useBoardImage } from '../api/generate-image';
import { useGeneration } from '../api/get-generation';
import { GenerationOverlay } from '../components/generation-overlay';
import { FUNCTION_OPTIONS, type RoomFunction, type RoomStyle } from '../model/steps';
import { ROOM_STYLES } from '@contracts/choices';
import styles from './generation.module.css';

interface BoardDetailRouteProps {
  /** Share, from the boards feature (sharing needs a saved board): given the generation and whether its picture is ready. */
  renderShare?: (generation: Generation, ready: boolean) => ReactNode;
}

/**
 * /BoardDetail?id=: the generated board, loaded from the server so that a reload keeps it, with Share and Export as on
 * a saved board (Export's sheet needs no saving: /BoardDetail/print).
 */
export function BoardDetailRoute({ renderShare }: BoardDetailRouteProps = {}) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const loaded = useGeneration(id);
  const generation = loaded.state === 'ready' ? loaded.generation : null;
  const { image, retry } = useBoardImage(generation?.id ?? null, generation ? generation.image_url : undefined);
  const regenerate = useGenerateBoard();

  return (
    <section className={styles.page} aria-labelledby="board-detail-title">
      <Container className={styles.board}>
        <header className={styles.boardHead}>
          <h1 id="board-detail-title" className={styles.title}>
            {loaded.state === 'loading' ? <LoadingHeadingWords /> : boardHeading(generation?.function_name)}
          </h1>
          <p className={styles.subtitle}>Your World Of Inspiration</p>
          {generation ? (
            <p className={styles.boardMeta}>{[generation.function_name, generation.size, generation.style].join(' · ')}</p>
          ) : null}
          {/* Holds the line of the choices while the board loads, so that the picture below does not move. */}
          {loaded.state === 'loading' ? <p className={styles.boardMeta}>{'\u00a0'}</p> : null}
        </header>

        {loaded.state === 'loading' ? (
          <>
            <p className="visually-hidden" role="status">
              Loading your board…
            </p>
            <div className={styles.boardGrid}>
              <EarlyPicture as="figure" className={styles.image} width={1200} height={900} />
            </div>
          </>
        ) : null}
        {loaded.state === 'error' ? (
          <div className={styles.boardStatus}>
            <p role="alert">{loaded.message}</p>
            <ButtonLink to="/Steps" variant="secondary">
              Make a board
            </ButtonLink>
          </div>
        ) : null}

        {generation ? (
          <>
            <div className={styles.boardGrid}>
              <figure className={styles.image} data-testid="board-image">
                {image.state === 'ready' ? (
                  <img src={image.url} alt={`Room picture: ${generation.generated_title}`} width={1200} height={900} />
                ) : null}
                {image.state === 'generating' ? (
                  <div className={styles.imageWaiting} role="status">
                    <LoadingDots size="sm" />
                    Image Generating
                  </div>
                ) : null}
                {image.state === 'error' ? (
                  <div className={styles.imageWaiting}>
                    <p role="alert">{image.message}</p>
                    <Button variant="secondary" size="sm" onClick={retry}>
                      Try again
                    </Button>
                  </div>
                ) : null}
              </figure>
              <PalettePanel swatches={paletteSwatches(generation.palette, generation.hex_code)} />
            </div>

            <BoardStory
              title={generation.generated_title}
              mainTitle={generation.description.main_title}
              description={generation.description.description}
            />

            <CutoutGroups
              cutouts={namedCutouts(
                generation.background_removed_images,
                generation.products.map((product) => ({ cutout: product.cutout, title: product.Title, price: product.Price })),
              )}
            />
            {generation.cutouts?.some((cutout) => cutout.source === 'photo') ? (
              <p className={styles.cutoutNote}>Some pieces are shown with their shop photo: their cut-out was not ready yet.</p>
            ) : null}

            <div className={styles.boardActions}>
              <Button
                variant="secondary"
                disabled={regenerate.running}
                onClick={() => {
                  const input = regenerateInput(generation);
                  if (input) void regenerate.start(input);
                }}
              >
                Regenerate
              </Button>
              <ButtonLink to={`/BoardAccording?id=${encodeURIComponent(generation.id)}`}>Save board</ButtonLink>
              {renderShare?.(generation, image.state === 'ready')}
              <ButtonLink
                variant="secondary"
                to={`/BoardDetail/print?id=${encodeURIComponent(generation.id)}`}
                target="_blank"
                rel="noopener"
              >
                Export
              </ButtonLink>
            </div>
          </>
        ) : null}
      </Container>
      <GenerationOverlay
        open={regenerate.running}
        progress={regenerate.progress}
        refusal={regenerate.refusal}
        onDismiss={regenerate.dismiss}
      />
    </section>
  );
}

/** The same room and products, for a new board. */
function regenerateInput(generation: Generation) {
  const fn = FUNCTION_OPTIONS.find((option) => option === generation.function_name) as RoomFunction | undefined;
  const style = ROOM_STYLES.find((option) => option === generation.style) as RoomStyle | undefined;
  if (!fn || !style) return null;
  return { function_name: fn, size: generation.size, style, products: generation.products };
}
