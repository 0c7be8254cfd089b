import { Router } from 'express';
import { ProductsQuerySchema } from '../../contracts/catalogue.js';
import type { ProductsRepository } from '../../ports/products.port.js';
import { catalogueSnapshot, listProducts } from '../../services/list-products.service.js';

/** The public catalogue: the same for everyone, so shared caches may keep a page for a minute. */
export function productsRoutes(products: ProductsRepository): Router {
  const router = Router();
  // Ranking for a room reads the whole catalogue: this instance keeps it for as long as caches keep a page.
  const catalogue = catalogueSnapshot(products);
  router.get('/products', async (req, res) => {
    const query = ProductsQuerySchema.parse(req.query);
    res.set('Cache-Control', 'public, max-age=60').json(await listProducts({ products, catalogue }, query));
  });
  return router;
}
