// Set-up the journeys share: real accounts, real session tokens and boards made over HTTP.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, expect } from 'vitest';
import { createAccount } from '../functions/src/testing/auth.js';
import { BASE_URL } from './browser.js';

/** The product session token for a provider ID token, through the real POST /api/login. */
export async function login(idToken: string): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  const { token } = (await response.json()) as { token: string };
  if (response.status !== 200 || !token) throw new Error(`login failed: ${response.status}`);
  return token;
}

/** A real account on the Auth emulator (`<prefix>-…@example.com`) and its session token. */
export async function signUp(prefix: string): Promise<string> {
  const user = await createAccount(`${prefix}-${randomUUID().slice(0, 8)}@example.com`);
  return login(user.idToken);
}

/** A registered member (POST /api/sign_up with their names, as the Register form does) and their session token. */
export async function registered(prefix: string, firstName = 'Ann', lastName = 'Lee'): Promise<string> {
  const user = await createAccount(`${prefix}-${randomUUID().slice(0, 8)}@example.com`);
  const response = await fetch(`${BASE_URL}/api/sign_up`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: firstName, last_name: lastName, email: user.email, address: '12 Garden Row' }),
  });
  if (response.status !== 201) throw new Error(`sign_up answered ${response.status}: ${await response.text()}`);
  return login(user.idToken);
}

/**
 * Puts the session token where the app keeps it. The offer to choose a user name (after a first like, follow or
 * comment) is marked as made, so journeys about other things are not interrupted; community.e2e.ts meets it.
 */
export async function signIn(page: Page, token: string, { offerUserName = false } = {}): Promise<void> {
  // Any document of the app's origin holds its storage: the icon, not a page, so the app is not loaded for nothing.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([jwt, offer]) => {
      localStorage.setItem('jwt', jwt);
      if (!offer) localStorage.setItem('roomboard:user-name-offered', '1');
    },
    [token, offerUserName] as const,
  );
}

/** GET (no body) or POST (a JSON body) to /api/<path> as the token's user; throws on an error status. */
export async function apiCall<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export interface Product {
  id: string;
  Title: string;
  Price: number;
  cutout: string | null;
}

export interface BoardItem {
  id: string;
  title: string;
  width: number;
  length: number;
  cutout: string | null;
  kind?: string;
  mount?: 'floor' | 'rug' | 'accessory';
}

/** A generated board made over HTTP, as the generation screens do: three Sleep products that already have cutouts. */
export async function generateBoard(token: string): Promise<{ id: string; products: Product[] }> {
  const { products } = await apiCall<{ products: Product[] }>('products?search=Sleep', token);
  const chosen = products.filter((product) => product.cutout).slice(0, 3);
  expect(chosen).toHaveLength(3);
  const id = randomUUID();
  await apiCall('generate-description/', token, {
    generationId: id,
    function_name: 'Sleep',
    size: 'Queen Size',
    style: 'Natural Tones',
    selectedProducts: chosen.map(({ id: productId }) => ({ id: productId })),
  });
  await apiCall('generate-image/', token, { generationId: id });
  return { id, products: chosen };
}

/** A saved board from a generated one, as the save screen does; it has no room layout yet. */
export async function saveBoard(token: string): Promise<{ id: string; items: BoardItem[] }> {
  const generation = await generateBoard(token);
  const { id } = await apiCall<{ id: string }>('save-products/', token, [{ generationId: generation.id }]);
  const board = await apiCall<{ items: BoardItem[]; layout: unknown }>(`boards/${id}`, token);
  expect(board.items.length).toBeGreaterThanOrEqual(3);
  expect(board.layout).toBeNull();
  return { id, items: board.items };
}

/**
 * For a journey written as steps (one `it` each, sharing state in the describe): once a step fails, the later
 * ones are skipped, since they would only fail for the same reason. Call it inside the journey's describe.
 */
export function stepsStopAtFirstFailure(): void {
  let failed: { result?: { state?: string } } | null = null;
  beforeEach(({ task, skip, onTestFailed }) => {
    // A step that passed when run again (CI retries a failed test once) stops nothing.
    if (failed && failed !== task && failed.result?.state === 'fail') skip();
    onTestFailed(() => {
      failed = task;
    });
  });
}

/** A board to make: its function and size, and its products as [search keyword, start of the title]. */
export interface BoardSpec {
  function_name: string;
  size: string;
  picks: ReadonlyArray<readonly [string, string]>;
}

async function findProduct(token: string, search: string, title: string): Promise<Product> {
  for (let page = 1; page <= 6; page += 1) {
    const { products } = await apiCall<{ products: Product[] }>(`products?search=${encodeURIComponent(search)}&page=${page}`, token);
    const found = products.find((product) => product.Title.startsWith(title));
    if (found) return found;
    if (products.length === 0) break;
  }
  throw new Error(`no product '${title}' under '${search}'`);
}

/** A saved board of exactly these products, made over HTTP as the selection and save screens do. */
export async function saveBoardOf(token: string, spec: BoardSpec): Promise<{ id: string; items: BoardItem[] }> {
  const products: Product[] = [];
  for (const [search, title] of spec.picks) products.push(await findProduct(token, search, title));
  const generationId = randomUUID();
  await apiCall('generate-description/', token, {
    generationId,
    function_name: spec.function_name,
    size: spec.size,
    style: 'Natural Tones',
    selectedProducts: products.map(({ id }) => ({ id })),
  });
  await apiCall('generate-image/', token, { generationId });
  const { id } = await apiCall<{ id: string }>('save-products/', token, [{ generationId }]);
  const board = await apiCall<{ items: BoardItem[] }>(`boards/${id}`, token);
  return { id, items: board.items };
}
