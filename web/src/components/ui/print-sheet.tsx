import type { PaletteColour } from '@contracts/catalogue';
import { formatUsd } from '@contracts/money';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from './button';
import styles from './print-sheet.module.css';

interface PrintRow {
  id: string;
  title: string;
  width: number;
  length: number;
  height: number;
  price: number;
  shopUrl?: string | null;
}

interface PrintSheetProps {
  heading: string;
  subtitle?: string;
  imageUrl: string | null;
  /** What the picture's place says when there is none. */
  noImage: string;
  swatches: readonly PaletteColour[];
  rows: readonly PrintRow[];
  total: number;
  /** Where 'Back to the board' goes. */
  backTo: string;
  footer: ReactNode;
}

/** A board's Export: a printable sheet (or a PDF through the print dialog), for a saved board or one not saved yet. */
export function PrintSheet({ heading, subtitle, imageUrl, noImage, swatches, rows, total, backTo, footer }: PrintSheetProps) {
  return (
    <main className={styles.sheet}>
      <div className={styles.screenOnly}>
        <ButtonLink to={backTo} variant="secondary" size="sm">
          Back to the board
        </ButtonLink>
        <Button size="sm" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </div>
      <header className={styles.head}>
        <p className={styles.brand}>Roomboard</p>
        <h1>{heading}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      <figure className={styles.image} data-testid="print-image">
        {imageUrl ? <img src={imageUrl} alt={`Room picture: ${subtitle ?? heading}`} /> : <p>{noImage}</p>}
      </figure>
      <section aria-labelledby="print-palette">
        <h2 id="print-palette">Palette</h2>
        <ul className={styles.swatches}>
          {swatches.map(({ hex, name }) => (
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
            {rows.map((row, index) => (
              <tr key={`${row.id}-${index}`}>
                <td>{index + 1}</td>
                <td>
                  {row.shopUrl ? (
                    <a href={row.shopUrl} target="_blank" rel="noopener noreferrer">
                      {row.title}
                    </a>
                  ) : (
                    row.title
                  )}
                </td>
                <td>{[row.width, row.length, row.height].map((n) => Math.round(n)).join(' × ')}</td>
                <td className={styles.price}>{formatUsd(row.price)}</td>
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
      <footer className={styles.foot}>{footer}</footer>
    </main>
  );
}

/** The sheet's place while the board loads, or why there is none. */
export function PrintSheetMessage({ loading, text }: { loading: boolean; text: string }) {
  return (
    <main className={styles.sheet}>
      <h1>Export your board</h1>
      <p role={loading ? 'status' : undefined}>{text}</p>
    </main>
  );
}
