import { describe, expect, it } from 'vitest';
import { ApiProductSchema, type CatalogueProduct } from '../contracts/catalogue.js';
import { normaliseHex, productSlug, toApiProduct } from './catalogue.js';
import { parseCsv, parseImportFile } from './catalogue-import.js';

function createProduct(overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id: 'oslo-linen-duvet-cover',
    title: 'Oslo Linen Duvet Cover',
    price: 1249.5,
    keywords: ['Sleep', 'duvet'],
    width: 58,
    length: 44,
    height: 24,
    hexCodes: ['#D8C8AB', '#2F3E5C'],
    imagePath: 'products/0123456789abcdef0123456789abcdef.jpg',
    cutoutPath: 'cutouts/fedcba9876543210fedcba9876543210.png',
    cutout: { status: 'done', attempts: 1, updatedAt: new Date('2025-01-01T00:00:00Z') },
    sortKey: 'oslo linen duvet cover\u0000oslo-linen-duvet-cover',
    ...overrides,
  };
}

describe('product mapping to the API shape', () => {
  it('answers the spec field names with URLs for the photo and the cutout', () => {
    const api = toApiProduct(createProduct());
    expect(api).toEqual({
      id: 'oslo-linen-duvet-cover',
      Title: 'Oslo Linen Duvet Cover',
      Price: 1249.5,
      Amount: 1249.5,
      Hex_Code: '#D8C8AB, #2F3E5C',
      width: 58,
      length: 44,
      height: 24,
      image: '/api/files/products/0123456789abcdef0123456789abcdef.jpg',
      cutout: '/api/files/cutouts/fedcba9876543210fedcba9876543210.png',
      keywords: ['Sleep', 'duvet'],
      kind: 'bedding',
      mount: 'accessory',
    });
    expect(ApiProductSchema.parse(api)).toEqual(api);
  });

  it('has no cutout URL until the cutout job is done', () => {
    expect(toApiProduct(createProduct({ cutout: { status: 'processing', attempts: 1, updatedAt: new Date() } })).cutout).toBeNull();
    expect(toApiProduct(createProduct({ cutoutPath: null })).cutout).toBeNull();
  });
});

describe('catalogue rules', () => {
  it('normalises hex codes and slugs', () => {
    expect(normaliseHex('a3b1c2')).toBe('#A3B1C2');
    expect(normaliseHex('#12345')).toBeNull();
    expect(productSlug('Cádiz Linen Duvet Cover, Queen')).toBe('cadiz-linen-duvet-cover-queen');
  });
});

describe('catalogue import files', () => {
  it('parses CSV with quotes, commas in prices and lists of keywords and colours', () => {
    expect(parseCsv('a,"b ""c"", d"\r\n1,2\n')).toEqual([
      ['a', 'b "c", d'],
      ['1', '2'],
    ]);
    const csv =
      'Title,Price,Keywords,Width,Length,Height,Hex Codes,Image\n"Oslo Sofa, Oat","1,299.00",Entertainment;sofa,220,95,82,#D8C8AB|2f3e5c,photos/sofa.jpg\nBad,abc,sofa,1,1,1,,x.jpg\n';
    const { rows, problems } = parseImportFile(csv, 'csv');
    expect(rows).toEqual([
      {
        title: 'Oslo Sofa, Oat',
        price: 1299,
        keywords: ['Entertainment', 'sofa'],
        width: 220,
        length: 95,
        height: 82,
        hexCodes: ['#D8C8AB', '2f3e5c'],
        image: 'photos/sofa.jpg',
      },
    ]);
    expect(problems).toEqual([{ row: 2, message: expect.stringContaining('price') }]);
  });

  it('parses a JSON array', () => {
    const json = JSON.stringify([
      { title: 'Lamp', price: 99, keywords: ['lamp'], width: 30, length: 30, height: 60, hexCodes: [], image: 'https://example.com/l.png' },
    ]);
    expect(parseImportFile(json, 'json').rows[0]).toMatchObject({ title: 'Lamp', price: 99, keywords: ['lamp'] });
  });

  it('takes an optional shop link (shopUrl, Product URL or Link), an empty cell as none, and refuses one that is not http(s)', () => {
    const csv =
      'Title,Price,Keywords,Width,Length,Height,Image,Product URL\n' +
      'Lamp,99,lamp,30,30,60,l.png,https://shop.example.com/lamp\n' +
      'Rug,50,rug,200,300,1,r.png,\n' +
      'Vase,20,decor,10,10,30,v.png,javascript:alert(1)\n';
    const { rows, problems } = parseImportFile(csv, 'csv');
    expect(rows.map((row) => row.shopUrl)).toEqual(['https://shop.example.com/lamp', undefined]);
    expect(problems).toEqual([{ row: 3, message: 'shopUrl: shopUrl is an http or https address' }]);
  });
});
