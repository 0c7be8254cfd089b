import { describe, expect, it } from 'vitest';
import { createBoardRecord, createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { boardFromGeneration, boardTitle, swappedLayout } from './boards.js';
import { publicName } from '../contracts/public-name.js';
import { isBoardId } from './board-access.js';
import { toBoardView } from './board-view.js';

describe('board title', () => {
  it("joins product titles with ', ', turns commas inside a title into '_' and a missing title into 'Untitled'", () => {
    expect(boardTitle(['Oslo Bed, Walnut', 'Linen Duvet'])).toBe('Oslo Bed_ Walnut, Linen Duvet');
    expect(boardTitle(['', undefined, null, '  ', 'Rug'])).toBe('Untitled, Untitled, Untitled, Untitled, Rug');
    expect(boardTitle([])).toBe('');
  });
});

describe('names and ids', () => {
  it('shows the user name, else the first name and last initial: never anything from the e-mail', () => {
    const profile = { userName: ' maya.r ', firstName: 'Maya', lastName: 'reyes', email: 'maya@x.com' };
    expect(publicName(profile)).toBe('maya.r');
    expect(publicName({ ...profile, userName: '' })).toBe('Maya R.');
    expect(publicName({ firstName: 'Mina', lastName: '' })).toBe('Mina');
    expect(publicName({ firstName: ' ', lastName: 'Reyes' })).toBe('Roomboard member');
    expect(publicName(null)).toBe('Roomboard member');
  });

  it('accepts store ids only', () => {
    expect(isBoardId('Xy12abCD34ef56GH78ij')).toBe(true);
    expect(isBoardId('..')).toBe(false);
    expect(isBoardId('__name__')).toBe(false);
  });
});

describe('a saved board and photos that stood in for cutouts', () => {
  const PHOTO = `products/${'a'.repeat(31)}2.png`;
  const LATER = `cutouts/${'e'.repeat(32)}.png`;
  const bed = createCatalogueProduct(1);
  const job = createGenerationJob({
    productIds: ['product-1', 'product-2'],
    cutouts: [
      { productId: 'product-1', path: bed.cutoutPath! },
      { productId: 'product-2', path: PHOTO, source: 'photo' },
    ],
  });
  const save = (lamp: ReturnType<typeof createCatalogueProduct>) =>
    boardFromGeneration(
      { ...job, imagePath: job.imagePath!, imageKey: job.imageKey! },
      [bed, lamp],
      { uid: 'u1', name: 'Ann' },
      'public',
      new Date(0),
    );

  it('keeps the photo while the cutout is still not made', () => {
    const board = save(
      createCatalogueProduct(2, { cutoutPath: null, cutout: { status: 'processing', attempts: 1, updatedAt: new Date(0) } }),
    );
    expect(board.cutoutPaths).toEqual([bed.cutoutPath, PHOTO]);
    expect(board.items.map((item) => item.cutoutPath)).toEqual([bed.cutoutPath, PHOTO]);
  });

  it('takes the cutout made since the generation', () => {
    const board = save(createCatalogueProduct(2, { cutoutPath: LATER }));
    expect(board.cutoutPaths).toEqual([bed.cutoutPath, LATER]);
    expect(board.items.map((item) => item.cutoutPath)).toEqual([bed.cutoutPath, LATER]);
  });
});

describe('board items for the designer', () => {
  it("keeps each product's kind and main colour when saved, and answers its mount", () => {
    const job = createGenerationJob({ productIds: ['product-1', 'product-2'] });
    const saved = boardFromGeneration(
      { ...job, imagePath: job.imagePath!, imageKey: job.imageKey! },
      [
        createCatalogueProduct(1, {
          title: 'Oak Frame',
          keywords: ['Sleep', 'bed'],
          hexCodes: ['#A67B5B', '#FFFFFF'],
          shopUrl: 'https://shop.example.com/oak-frame',
        }),
        createCatalogueProduct(2, { title: 'Linen Set', keywords: ['Sleep', 'duvet'], hexCodes: [] }),
      ],
      { uid: 'u1', name: 'Ann' },
      'public',
      new Date(0),
    );
    expect(saved.items.map((item) => [item.kind, item.colour])).toEqual([
      ['bed', '#A67B5B'],
      ['bedding', undefined],
    ]);
    expect(saved.items.map((item) => item.shopUrl)).toEqual(['https://shop.example.com/oak-frame', undefined]);
    const view = toBoardView({ ...createBoardRecord(), items: saved.items }, null);
    expect(view.items.map((item) => item.shop_url)).toEqual(['https://shop.example.com/oak-frame', undefined]);
    expect(view.items.map((item) => [item.kind, item.mount, item.colour])).toEqual([
      ['bed', 'floor', '#A67B5B'],
      ['bedding', 'accessory', undefined],
    ]);
  });

  it('reads the kind from the title for boards saved before kinds were kept', () => {
    const record = createBoardRecord();
    const view = toBoardView({ ...record, items: [{ ...record.items[0]!, title: 'Wool Rug' }] }, null);
    expect(view.items[0]).toMatchObject({ kind: 'rug', mount: 'rug' });
    expect(view.items[0]).not.toHaveProperty('colour');
  });
});

describe('the layout after a swap', () => {
  const layout = {
    width: 400,
    length: 300,
    shape: 't-shaped' as const,
    items: [
      { id: 'sofa', x: 100, y: 80, rotation: 90 },
      { id: 'lamp', x: 250, y: 150, rotation: 0 },
    ],
    removed: ['rug'],
    openings: [{ id: 'window-1', kind: 'window' as const, wall: 0, offset: 120, width: 100 }],
  };
  const products = (...ids: string[]) => ids.map((productId) => ({ productId }));

  it("puts the new product where the old one stood, and keeps the room's size, shape and openings", () => {
    expect(swappedLayout(layout, products('sofa', 'lamp', 'rug'), products('couch', 'lamp', 'rug'))).toEqual({
      ...layout,
      items: [{ id: 'couch', x: 100, y: 80, rotation: 90 }, layout.items[1]],
    });
  });

  it('keeps a swapped product off the plan when the old one was', () => {
    expect(swappedLayout(layout, products('sofa', 'lamp', 'rug'), products('sofa', 'lamp', 'runner')).removed).toEqual(['runner']);
  });

  it('keeps only the placements of products that stay when more than one changed', () => {
    expect(swappedLayout(layout, products('sofa', 'lamp'), products('couch', 'desk')).items).toEqual([]);
  });
});
