import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import styles from './boards.module.css';

/** /board: the board-save screen. The boards feature fills in the rows and the save call. */
export function BoardRoute() {
  return (
    <section className={styles.page} aria-labelledby="board-save-title">
      <Container size="narrow" className={styles.inner}>
        <header className={styles.head}>
          <h1 id="board-save-title" className={styles.title}>
            Save your board
          </h1>
          <p className={styles.subtitle}>Check your pieces and their prices, then save the board to your space.</p>
        </header>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">No</th>
                <th scope="col">Description</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody data-slot="board-rows" />
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total
                </th>
                <td>$0.00</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <div className={styles.actions}>
          <Button disabled>Save</Button>
          <ButtonLink to="/seeBoard" variant="secondary">
            Back To Boards
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
