import { describe, expect, it } from 'vitest';
import { ProductsQuerySchema } from '../contracts/catalogue.js';
import { BAD_CURSOR, PAGE_BEYOND_LIMIT } from '../contracts/paging.js';
import { createCatalogueProduct } from '../testing/factories.js';
import { memoryProducts } from '../testing/memory-repositories.js';
import { demoProducts } from '../../../emulators/catalogue/products.mjs';
import { catalogueSnapshot, listProducts, rankingCatalogue, rankProducts, styleDistance } from './list-products.service.js';

describe('listProducts', () => {
  const products = memoryProducts(
    [
      createCatalogueProduct(1, { title: 'Cedar Bed', keywords: ['Sleep'] }),
      createCatalogueProduct(2, { title: 'Alder Table', keywords: ['Dining'] }),
      createCatalogueProduct(3, {
        title: 'Birch Bed',
        keywords: ['Sleep'],
        cutoutPath: null,
        cutout: { status: 'pending', attempts: 0, updatedAt: new Date() },
      }),
    ],
    2,
  );

  it("answers fixed-size pages in the catalogue's order with the spec's field names", async () => {
    const first = await listProducts({ products }, ProductsQuerySchema.parse({ page: 1 }));
    expect(first).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
    expect(first.products.map((p) => p.Title)).toEqual(['Alder Table', 'Birch Bed']);
    expect(first.products[1]).toMatchObject({ Price: 300, Amount: 300, Hex_Code: '#6F4A31', cutout: null, keywords: ['Sleep'] });
    const second = await listProducts({ products }, ProductsQuerySchema.parse({ page: 2 }));
    expect([second.products.map((p) => p.Title), second.hasMore]).toEqual([['Cedar Bed'], false]);
  });

  it('lists one category keyword', async () => {
    const page = await listProducts({ products }, ProductsQuerySchema.parse({ page: 1, search: 'Sleep' }));
    expect(page.products.map((p) => p.Title)).toEqual(['Birch Bed', 'Cedar Bed']);
  });

  it("goes on after the page before's cursor, and refuses a cursor it did not make", async () => {
    const first = await listProducts({ products }, ProductsQuerySchema.parse({ page: 1 }));
    expect(first.next).toEqual(expect.any(String));
    const second = await listProducts({ products }, ProductsQuerySchema.parse({ page: 6, cursor: first.next }));
    expect([second.products.map((p) => p.Title), second.hasMore, second.next]).toEqual([['Cedar Bed'], false, null]);
    await expect(listProducts({ products }, ProductsQuerySchema.parse({ cursor: 'forged' }))).rejects.toMatchObject({
      status: 400,
      message: BAD_CURSOR,
    });
  });

  it('refuses page numbers beyond 5 without a cursor', () => {
    expect(ProductsQuerySchema.safeParse({ page: 6 }).error?.issues[0]?.message).toBe(PAGE_BEYOND_LIMIT);
    expect(ProductsQuerySchema.safeParse({ page: 5 }).success).toBe(true);
  });
});

describe('listProducts for a room (function_name, size, style)', () => {
  const item = (n: number, title: string, keywords: string[], hexCodes: string[], width = 100) =>
    createCatalogueProduct(n, { id: `p-${n}`, title, keywords, hexCodes, width });
  const catalogue = [
    item(1, 'Ebony Throw Pillow', ['Sleep', 'pillow'], ['#2E2A27', '#44474C']),
    item(2, 'Chalk Linen Throw Pillow', ['Sleep', 'pillow'], ['#F3F1EA', '#EFE9DC']),
    item(3, 'Navy Velvet Throw Pillow', ['Sleep', 'pillow'], ['#2F3E5C']),
    item(4, 'Maple Lumbar Pillow', ['Sleep', 'pillow'], ['#DCC39A', '#F5F3EE']),
    item(5, 'Twin Bed Frame', ['Sleep'], ['#F3F1EA'], 99),
    item(6, 'Full Bed Frame', ['Sleep'], ['#F3F1EA'], 137),
    item(7, 'Queen Bed Frame', ['Sleep'], ['#6F4A31'], 152),
    item(8, 'King Bed Frame', ['Sleep'], ['#2E2A27'], 193),
    item(9, 'Oat Wool Rug', ['rug', 'Sleep'], ['#D8C8AB'], 300),
    item(10, 'Teal Flatweave Rug', ['rug', 'Entertainment'], ['#2F7F7A'], 240),
    item(11, 'Ivory Cotton Bath Rug', ['rug', 'Bath'], ['#EFE9DC'], 90),
    item(12, 'White Bath Mat', ['rug'], ['#FFFFFF'], 60),
    item(13, 'Walnut Coffee Table', ['Entertainment', 'table'], ['#6F4A31']),
    item(14, 'Oak Farmhouse Dining Table', ['Dining', 'table'], ['#B98B57'], 200),
    item(15, 'Linen Sofa', ['Entertainment', 'sofa'], ['#E4DCCB'], 230),
    item(16, 'Boucle Loveseat', ['Entertainment', 'sofa'], ['#E4DCCB'], 165),
    item(17, 'Modular Sectional', ['Entertainment', 'sofa', 'sectional'], ['#E4DCCB'], 300),
  ];
  const products = memoryProducts(catalogue, 4);
  const list = (query: Record<string, unknown>) => listProducts({ products, pageSize: 4 }, ProductsQuerySchema.parse(query));
  const everything = async (query: Record<string, unknown>) => {
    const titles: string[] = [];
    let page = await list(query);
    titles.push(...page.products.map((p) => p.Title));
    while (page.next) {
      page = await list({ ...query, cursor: page.next });
      titles.push(...page.products.map((p) => p.Title));
    }
    return titles;
  };

  it('ranks a Light Tones bedroom pale products above dark ones', async () => {
    const titles = await everything({ function_name: 'Sleep', style: 'Light Tones', search: 'pillow' });
    expect(titles.slice(0, 2)).toEqual(['Chalk Linen Throw Pillow', 'Maple Lumbar Pillow']);
    expect(titles.slice(2).sort()).toEqual(['Ebony Throw Pillow', 'Navy Velvet Throw Pillow']);
    const grey = await everything({ function_name: 'Sleep', style: 'Grey Tones', search: 'pillow' });
    expect(grey[0]).toBe('Ebony Throw Pillow');
  });

  it('gives each style its own order: warm woods for Natural Tones, saturated accents for Color Pop', () => {
    expect(styleDistance(['#9A6A3D'], 'Natural Tones')).toBeLessThan(styleDistance(['#6A7786'], 'Natural Tones'));
    expect(styleDistance(['#2F7F7A'], 'Color Pop')).toBeLessThan(styleDistance(['#B9B8B3'], 'Color Pop'));
    expect(styleDistance(['#6A7786'], 'Grey Tones')).toBeLessThan(styleDistance(['#C0674A'], 'Grey Tones'));
    expect(styleDistance(['#F3F1EA'], 'Light Tones')).toBeLessThan(styleDistance(['#2E2A27'], 'Light Tones'));
  });

  it('shows a King Size bedroom its king bed first, and beds of other sizes last, nearest first', async () => {
    const titles = await everything({ function_name: 'Sleep', size: 'King Size', style: 'Light Tones', search: 'Sleep' });
    expect(titles[0]).toBe('King Bed Frame');
    expect(titles[1]).toBe('Oat Wool Rug');
    expect(titles.slice(-3)).toEqual(['Queen Bed Frame', 'Full Bed Frame', 'Twin Bed Frame']);
    const twin = await everything({ function_name: 'Sleep', size: 'Twin Size', search: 'Sleep' });
    expect(twin[0]).toBe('Twin Bed Frame');
  });

  it('shows a Loveseat living room its smaller sofas first', async () => {
    const titles = await everything({ function_name: 'Entertainment', size: 'Loveseat', search: 'sofa' });
    expect(titles).toEqual(['Boucle Loveseat', 'Linen Sofa', 'Modular Sectional']);
    expect((await everything({ function_name: 'Entertainment', size: 'Sectional', search: 'sofa' }))[0]).toBe('Modular Sectional');
  });

  it("keeps a category tab to the room: a bedroom's Rug tab has no bath mats, a bathroom's only those", async () => {
    expect(await everything({ function_name: 'Sleep', search: 'rug' })).toEqual(['Oat Wool Rug', 'Teal Flatweave Rug']);
    expect(await everything({ function_name: 'Bath', search: 'rug' })).toEqual(['Ivory Cotton Bath Rug', 'White Bath Mat']);
    expect(await everything({ function_name: 'Entertainment', search: 'table' })).toEqual(['Walnut Coffee Table']);
    expect(await everything({ function_name: 'Dining', search: 'table' })).toEqual(['Oak Farmhouse Dining Table']);
  });

  it("puts the room's own products first in All, and keeps the rest after them", async () => {
    const titles = await everything({ function_name: 'Bath', style: 'Light Tones' });
    expect(titles).toHaveLength(catalogue.length);
    expect(titles.slice(0, 2).sort()).toEqual(['Ivory Cotton Bath Rug', 'White Bath Mat']);
  });

  it('pages the ranked order without gaps or repeats, by page number or cursor, and refuses a forged cursor', async () => {
    const query = { function_name: 'Sleep', style: 'Light Tones', size: 'King Size' };
    const byCursor = await everything(query);
    const byNumber = [];
    for (let page = 1; page <= 5; page++) byNumber.push(...(await list({ ...query, page })).products.map((p) => p.Title));
    expect(byNumber).toEqual(byCursor);
    expect(new Set(byCursor).size).toBe(catalogue.length);
    await expect(list({ ...query, cursor: 'forged' })).rejects.toMatchObject({ status: 400, message: BAD_CURSOR });
  });

  it('refuses a room it does not know with a clear message', () => {
    expect(ProductsQuerySchema.safeParse({ function_name: 'Garage' }).error?.issues[0]?.message).toBe('Choose a room function.');
    expect(ProductsQuerySchema.safeParse({ size: 'Huge' }).error?.issues[0]?.message).toBe('Choose a size.');
    expect(ProductsQuerySchema.safeParse({ style: 'Neon' }).error?.issues[0]?.message).toBe('Choose a style.');
  });

  it('ranks the demo catalogue for a King Size, Light Tones bedroom: king beds, then pale before dark', async () => {
    const demo = demoProducts().map((p, n) =>
      createCatalogueProduct(n, { id: p.id, title: p.title, keywords: p.keywords, width: p.width, hexCodes: p.hexCodes }),
    );
    const ranked = rankProducts(await rankingCatalogue(demo), {
      keyword: 'Sleep',
      functionName: 'Sleep',
      size: 'King Size',
      style: 'Light Tones',
    });
    const beds = ranked.filter((p) => /Bed Frame|Mattress/.test(p.title));
    expect(ranked.slice(0, 4).every((p) => beds.includes(p) || /Rug/.test(p.title))).toBe(true);
    expect(beds.slice(0, 4).map((p) => p.width)).toEqual([193, 193, 193, 193]);
    const queen = rankProducts(await rankingCatalogue(demo), { keyword: 'Sleep', functionName: 'Sleep', size: 'Queen Size' });
    const queenBeds = queen.filter((p) => /Bed Frame|Mattress/.test(p.title));
    expect(queenBeds.slice(0, 4).map((p) => p.width)).toEqual([152, 152, 152, 152]);
    expect(
      queenBeds
        .slice(4, 6)
        .map((p) => p.width)
        .sort(),
    ).toEqual([137, 137]);
    const pillows = rankProducts(await rankingCatalogue(demo), { keyword: 'pillow', functionName: 'Sleep', style: 'Light Tones' });
    const lightness = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
    expect(lightness(pillows[0]!.hexCodes[0]!)).toBeGreaterThan(lightness(pillows.at(-1)!.hexCodes[0]!));
    expect(rankProducts(await rankingCatalogue(demo), { keyword: 'rug', functionName: 'Sleep' }).some((p) => /Bath/.test(p.title))).toBe(
      false,
    );
  });
});

describe('catalogueSnapshot', () => {
  it('reads the catalogue once for a minute, then again', async () => {
    const products = memoryProducts([createCatalogueProduct(1)]);
    let reads = 0;
    const counting = { ...products, listAll: () => (reads++, products.listAll()) };
    let now = 0;
    const snapshot = catalogueSnapshot(counting, { now: () => new Date(now) });
    await snapshot();
    now = 59_000;
    await snapshot();
    expect(reads).toBe(1);
    now = 60_000;
    await snapshot();
    expect(reads).toBe(2);
  });
});
