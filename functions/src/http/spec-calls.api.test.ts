// The spec's call table (section 7), row by row, in the spec's own request shapes: what its client sends, nothing more.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, BoardsPage } from '../contracts/boards.js';
import type { ApiProduct, ProductsPage } from '../contracts/catalogue.js';
import type { ProfileResponse } from '../contracts/accounts.js';
import { createAccount, providerSignIn, type TestUser } from '../testing/auth.js';
import { call } from '../testing/backend.js';
import { seedProducts, startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';
import { startFakeStripe, type FakeStripe } from '../testing/stripe.js';

/** The spec's client sends a fixed placeholder e-mail and user name, never the signed-in user's. */
const PLACEHOLDER_EMAIL = 'placeholder@example.com';
const PLACEHOLDER_USERNAME = 'placeholder';

interface DescriptionData {
  id: string;
  background_removed_images: string[];
  generated_title: string;
  description: { main_title: string; description: string };
  hex_code: string;
}

/** The spec's saved board payload (section 3), built from the generate responses as its board-save screen builds it. */
function specBoard(products: ApiProduct[], data: DescriptionData, imageUrl: string) {
  return [
    {
      title: products.map((product) => (product.Title || 'Untitled').replaceAll(',', '_')).join(', '),
      hex_code: products
        .map((product) => product.Hex_Code)
        .filter(Boolean)
        .join(', '),
      image_url: imageUrl,
      description: data.description.description,
      email: PLACEHOLDER_EMAIL,
      username: PLACEHOLDER_USERNAME,
      background_removed_images: data.background_removed_images.map((image_data) => ({ image_data })),
      heights: products.map((product) => product.height).join(', '),
      widths: products.map((product) => product.length).join(', '),
      generated_titles: data.description.main_title,
    },
  ];
}

describe("the spec's calls, as the spec writes them", () => {
  let backend: GenerateBackend;
  let stripe: FakeStripe;
  let user: TestUser;
  let token: string;
  let products: ApiProduct[];
  let described: DescriptionData;
  let imageUrl: string;
  let boardId: string;
  const keyword = `spec-${randomUUID().slice(0, 6)}`;
  const generate = (path: string) => ({
    token,
    body: { email: PLACEHOLDER_EMAIL, selections: products.map((product) => product.Title), selectedProducts: products },
    path,
  });

  beforeAll(async () => {
    stripe = await startFakeStripe();
    backend = await startGenerateBackend(stripe.env());
    await seedProducts(backend, [
      { id: `${keyword}-1`, title: 'Alder Oak Bed, King Size', keywords: ['Sleep', keyword], colour: '#9A6A3D' },
      { id: `${keyword}-2`, title: 'Moss Wool Rug', keywords: ['rug', keyword], colour: '#6B7A4A' },
    ]);
    user = await createAccount();
  });
  afterAll(async () => {
    await backend.close();
    await stripe.close();
  });

  it('sign_up: POST {first_name, last_name, email, address, password} answers 201', async () => {
    const { status, body } = await call(backend, 'sign_up', {
      token: user.idToken,
      body: { first_name: 'Ann', last_name: 'Lee', email: user.email, address: '12 Garden Row', password: user.password },
    });
    expect([status, body.message]).toEqual([201, 'User registered successfully']);
  });

  it('login: POST {idToken} answers 200 with data.token', async () => {
    const { status, body } = await call<{ token: string }>(backend, 'login', { body: { idToken: await providerSignIn(user.email) } });
    expect(status).toBe(200);
    expect(body.token).toEqual(expect.any(String));
    token = body.token;
  });

  it('get-profile: GET answers the names and the account fields; without a session, 401', async () => {
    const { status, body } = await call<ProfileResponse>(backend, 'get-profile', { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      userName: '',
      image: null,
      email: user.email,
      address: '12 Garden Row',
    });
    expect((await call(backend, 'get-profile')).status).toBe(401);
  });

  it('save-profile: the account fields, placeInfo and invoices from state, merged with the Edit Profile form, answer 200', async () => {
    const { status } = await call(backend, 'save-profile', {
      method: 'PUT',
      token,
      body: {
        email: user.email,
        address: '12 Garden Row',
        unit: 'Apt 4',
        zip: '12345',
        city: 'Springfield',
        state: 'Ohio',
        country: 'United States',
        placeInfo: { nextInvoiceDate: '', currentPlan: 'Free', plans: [{ name: 'Starter', price: 4.99 }] },
        invoices: [{ date: '2024-01-01', description: 'Starter', total: 15, status: 'Paid' }],
        first_name: 'Ann',
        last_name: 'Lee-Hart',
        user_name: `ann.${keyword.slice(5)}`,
        image: null,
      },
    });
    expect(status).toBe(200);
    const { body } = await call<ProfileResponse>(backend, 'get-profile', { token });
    expect(body).toMatchObject({ lastName: 'Lee-Hart', userName: `ann.${keyword.slice(5)}`, unit: 'Apt 4', city: 'Springfield' });
  });

  it('contact-us: POST {name, email, phone, subject, message} answers 200', async () => {
    const { status } = await call(backend, 'contact-us', {
      body: { name: 'Ann Lee', email: user.email, phone: '555-0100', subject: 'Hello', message: 'A question about boards.' },
    });
    expect(status).toBe(200);
  });

  it('products: ?page and ?search (a category keyword) list products', async () => {
    const { status, body } = await call<ProductsPage>(backend, `products?page=1&search=${keyword}`);
    expect(status).toBe(200);
    expect(body.products.map((product) => product.Title)).toEqual(['Alder Oak Bed, King Size', 'Moss Wool Rug']);
    products = body.products;
  });

  it('generate-description/: only email, selections and selectedProducts answer 200 with the board fields', async () => {
    const { path, ...init } = generate('generate-description/');
    const { status, body } = await call<DescriptionData>(backend, path, init);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      id: expect.any(String),
      generated_title: expect.any(String),
      // Room function and size inferred from the products: Sleep (keywords), King Size (a title); the first style.
      description: { main_title: 'A King Size bedroom in natural tones', description: expect.stringContaining('Alder Oak Bed') },
      hex_code: expect.stringMatching(/^#[0-9A-F]{6}(, #[0-9A-F]{6})*$/),
    });
    expect(body.background_removed_images).toHaveLength(2);
    described = body;
  });

  it('generate-image: the same fields answer data.image_url of that generation, without making another', async () => {
    const { path, ...init } = generate('generate-image');
    const { status, body } = await call<{ image_url: string }>(backend, path, init);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.image_url).toMatch(/^\/api\/generations\/[0-9a-f-]{36}\/image\?key=/);
    imageUrl = body.image_url;
    const picture = await fetch(`${backend.url}${imageUrl}`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const generation = await call(backend, `generations/${described.id}`, { token });
    expect(generation.body).toMatchObject({ status: 'done', image_url: imageUrl });
    const again = await call<{ image_url: string }>(backend, path, {
      ...init,
      body: { ...init.body, selectedProducts: [...products].reverse() },
    });
    expect(again.body.image_url).toBe(imageUrl);
  });

  it('generate-image: another user with the same products gets a generation of their own', async () => {
    const other = await createAccount();
    const login = await call<{ token: string }>(backend, 'login', { body: { idToken: other.idToken } });
    const { path, ...init } = generate('generate-image');
    const { status, body } = await call<{ image_url: string }>(backend, path, { ...init, token: login.body.token });
    expect(status).toBe(200);
    expect(body.image_url).toMatch(/^\/api\/generations\//);
    expect(body.image_url).not.toBe(imageUrl);
  });

  it("save-products: the spec's one-board array, without a generationId, saves the generation of that image_url", async () => {
    const board = specBoard(products, described, `${backend.url}${imageUrl}`);
    const { status, body } = await call<{ id: string }>(backend, 'save-products', { token, body: board });
    expect(status, JSON.stringify(body)).toBe(201);
    boardId = body.id;
    const saved = await call<Board>(backend, `boards/${boardId}`, { token });
    expect(saved.body).toMatchObject({
      image_url: expect.stringMatching(new RegExp(`^/api/boards/${boardId}/image`)),
      generated_title: described.generated_title,
      description: described.description,
      title: 'Alder Oak Bed_ King Size, Moss Wool Rug',
      owner: { name: `ann.${keyword.slice(5)}` },
    });
    // Saving it again answers the same board; an image_url this user was not issued saves nothing.
    expect((await call<{ id: string }>(backend, 'save-products', { token, body: board })).body.id).toBe(boardId);
    const stranger = await createAccount();
    const login = await call<{ token: string }>(backend, 'login', { body: { idToken: stranger.idToken } });
    const foreign = await call(backend, 'save-products', { token: login.body.token, body: board });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'This board was not found. Make a new one.']);
    const noImage = await call(backend, 'save-products', { token, body: [{ ...board[0], image_url: undefined }] });
    expect([noImage.status, noImage.body.error]).toEqual([400, "Send the board's image_url."]);
  });

  it('stripe/create-checkout-session: POST {card_title, card_price} answers the url to redirect to', async () => {
    const { status, body } = await call<{ url: string }>(backend, 'stripe/create-checkout-session', {
      token,
      body: { card_title: 'Gold', card_price: 5000 },
    });
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_\\w+$`));
  });

  it('get_products_all/: ?page&page_size=3 lists the community gallery', async () => {
    const { status, body } = await call<BoardsPage>(backend, 'get_products_all/?page=1&page_size=3');
    expect(status).toBe(200);
    expect(body.boards.length).toBeLessThanOrEqual(3);
    expect(body.boards.map((board) => board.id)).toContain(boardId);
  });

  it("get_products_by_email/: ?page&page_size=3 lists the signed-in user's boards (the e-mail comes from the session)", async () => {
    const { status, body } = await call<BoardsPage>(backend, 'get_products_by_email/?page=1&page_size=3', { token });
    expect(status).toBe(200);
    expect(body.boards.map((board) => board.id)).toEqual([boardId]);
  });
});
