import { formatUsd } from '@contracts/money';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useBoard } from '../api/get-board';
import { boardHeading, paletteSwatches } from '../../../lib/board-presentation';
import { boardPath, NO_BOARD, NO_IMAGE, totalPrice } from '../model/board-view';
import styles from './user-board-print.module.css';

/** /UserBoard/:id/print: the board's Export, a printable sheet (or PDF through the print dialog). */
export function UserBoardPrintRoute() {
  const { id } = useParams<{ id: string }>();
  const loaded = useBoard(id);
  const board = loaded.state === 'ready' ? loaded.board : null;

  useEffect(() => {
    if (board) document.title = `${board.generated_title || boardHeading(board.function_name)} · Roomboard`;
  }, [board]);

  if (!board) {
    return (
      <main className={styles.sheet}>
        <p role={loaded.state === 'loading' ? 'status' : undefined}>
          {loaded.state === 'loading' ? 'Loading the board…' : loaded.state === 'error' ? loaded.message : NO_BOARD}
        </p>
      </main>
    );
  }
  const total = totalPrice(board.items);
  return (
    <main className={styles.sheet}>
      <div className={styles.screenOnly}>
        <ButtonLink to={boardPath(board.id)} variant="secondary" size="sm">
          Back to the board
        </ButtonLink>
        <Button size="sm" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </div>
      <header className={styles.head}>
        <p className={styles.brand}>Roomboard</p>
        <h1>{boardHeading(board.function_name)}</h1>
        {board.generated_title ? <p className={styles.subtitle}>{board.generated_title}</p> : null}
      </header>
      <figure className={styles.image} data-testid="print-image">
        {board.image_url ? <img src={board.image_url} alt={`Room picture: ${board.generated_title}`} /> : <p>{NO_IMAGE}</p>}
      </figure>
      <section aria-labelledby="print-palette">
        <h2 id="print-palette">Palette</h2>
        <ul className={styles.swatches}>
          {paletteSwatches(board.palette, board.hex_code).map(({ hex, name }) => (
            <li key={hex}>
              <span style={{ background: hex }} aria-hidden="true" />
              {name === hex ? hex : `${name} ${hex}`}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="print-list">
        <h2 id="print-list">Shopping list</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">Item</th>
              <th scope="col">Size (cm)</th>
              <th scope="col" className={styles.price}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {board.items.map((item, index) => (
              <tr key={`${item.id}-${index}`}>
                <td>{index + 1}</td>
                <td>
                  {item.shop_url ? (
                    <a href={item.shop_url} target="_blank" rel="noopener noreferrer">
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </td>
                <td>{[item.width, item.length, item.height].map((n) => Math.round(n)).join(' × ')}</td>
                <td className={styles.price}>{formatUsd(item.price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td className={styles.price} data-testid="print-total">
                {formatUsd(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
      <footer className={styles.foot}>{new URL(boardPath(board.id), window.location.origin).toString()}</footer>
    </main>
  );
}
