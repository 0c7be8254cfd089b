// Bytes one products page costs the browser: GET /api/products?page=1 through Hosting, plus every product photo it
// shows (the cards' `image`), as transferred (compressed when the server compresses). Cutouts are not loaded by
// the products page; their bytes are reported apart.
import { request } from 'node:http';
import { figure, suiteEnv } from './support/bench-kit.mjs';

const base = suiteEnv().ROOMBOARD_BASE_URL;

/** Transferred body bytes of one GET, and the decoded body, the way a browser asks (gzip and brotli accepted). */
function get(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const { gunzipSync, brotliDecompressSync, inflateSync } = await import('node:zlib');
const decode = ({ headers, body }) =>
  ({ gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync })[headers['content-encoding']]?.(body) ?? body;

const page = await get(`${base}/api/products?page=1`);
if (page.status !== 200) throw new Error(`/api/products?page=1 answered ${page.status}`);
const { products } = JSON.parse(decode(page).toString('utf8'));
const absolute = (url) => new URL(url, base).href;
const sizes = async (urls) => {
  const answers = await Promise.all([...new Set(urls)].map((url) => get(absolute(url))));
  const bad = answers.filter((a) => a.status !== 200);
  if (bad.length) throw new Error(`${bad.length} images did not answer 200`);
  return answers;
};
const photos = await sizes(products.map((p) => p.image).filter(Boolean));
const cutouts = await sizes(products.map((p) => p.cutout).filter(Boolean));
const sum = (answers) => answers.reduce((total, a) => total + a.body.length, 0);
const total = page.body.length + sum(photos);
figure({
  figure: 'products-page-kb',
  value: Number((total / 1024).toFixed(1)),
  target: '<= 250',
  json_bytes: page.body.length,
  json_encoding: page.headers['content-encoding'] ?? 'identity',
  images: photos.length,
  image_bytes: sum(photos),
  image_types: [...new Set(photos.map((a) => a.headers['content-type']))],
  largest_image_bytes: Math.max(0, ...photos.map((a) => a.body.length)),
  note: 'JSON + the photos the product cards show; cutouts are not loaded by the products page',
});
figure({
  figure: 'products-page-cutouts-kb',
  value: Number((sum(cutouts) / 1024).toFixed(1)),
  cutouts: cutouts.length,
  note: 'not part of the products page; loaded on boards',
});
