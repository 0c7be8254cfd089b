import { Container } from '../../../components/ui/container';
import styles from './catalogue.module.css';

/** /SelectedProducts: category tabs and product cards. The catalogue feature fills in tabs, products and actions. */
export function SelectedProductsRoute() {
  return (
    <section className={styles.page} aria-labelledby="products-title">
      <Container className={styles.inner}>
        <header className={styles.head}>
          <h1 id="products-title" className={styles.title}>
            Choose Your...
          </h1>
          <p className={styles.subtitle}>Add items from the categories below and create your own space</p>
        </header>
        <nav className={styles.tabs} aria-label="Categories" data-slot="category-tabs" />
        <ul className={styles.grid} data-slot="products" />
      </Container>
    </section>
  );
}
