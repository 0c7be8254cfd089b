import { z } from 'zod';
import { cursorParam } from './cursor-param.js';
import { PAGE_BEYOND_LIMIT, withinOffsetLimit } from './paging.js';
import { PRODUCT_KINDS } from './product-kinds.js';
import { ROOM_FUNCTIONS, ROOM_SIZES, ROOM_STYLES } from './choices.js';

/**
 * Every size the Steps screen and the wizard offer. The size reaches the generator's prompt and the board's markdown,
 * so free text is refused.
 */
export const KNOWN_ROOM_SIZES = [...new Set(Object.values(ROOM_SIZES).flat())] as [string, ...string[]];

/** Products per page of `GET /api/products`; a shorter page means there is no more. */
export const PRODUCTS_PAGE_SIZE = 12;

const CUTOUT_STATUSES = ['pending', 'processing', 'done', 'error'] as const;
export type CutoutStatus = (typeof CUTOUT_STATUSES)[number];

const hexColour = z.string().regex(/^#[0-9A-F]{6}$/, 'A colour is #RRGGBB.');

/**
 * Why a product's last cutout run failed, as its (public) document keeps it: a code; the detail goes to the log only.
 */
export const CUTOUT_ERRORS = ['photo-missing', 'failed'] as const;
export type CutoutError = (typeof CUTOUT_ERRORS)[number];

/** A catalogue product as stored (`products/{id}`): the shape adapters read and write. */
export const CatalogueProductSchema = z.object({
  id: z.string().min(1).max(120),
  title: z.string().min(1).max(200),
  price: z.number().nonnegative(),
  keywords: z.array(z.string().min(1)).min(1),
  width: z.number().positive(),
  length: z.number().positive(),
  height: z.number().positive(),
  hexCodes: z.array(hexColour),
  imagePath: z.string().min(1),
  cutoutPath: z.string().min(1).nullable(),
  cutout: z.object({
    status: z.enum(CUTOUT_STATUSES),
    attempts: z.number().int().nonnegative(),
    updatedAt: z.date(),
    /** When a task for it was last put on the cutout queue. */
    queuedAt: z.date().optional(),
    error: z.enum(CUTOUT_ERRORS).optional(),
  }),
  sortKey: z.string(),
  /** Where the product can be bought (the shop's page), when the catalogue has one. */
  shopUrl: z.string().max(2000).optional(),
});
export type CatalogueProduct = z.infer<typeof CatalogueProductSchema>;

/** The payload of a task on the cutout queue: the job itself lives in the product document. */
export const CutoutTaskSchema = z.object({ productId: z.string().min(1).max(120) });
export type CutoutTask = z.infer<typeof CutoutTaskSchema>;

/** A product as the API answers it, with the spec's field names. Price and Amount are numbers in dollars. */
export const ApiProductSchema = z.object({
  id: z.string(),
  Title: z.string(),
  Price: z.number(),
  Amount: z.number(),
  Hex_Code: z.string(),
  width: z.number(),
  length: z.number(),
  height: z.number(),
  image: z.string(),
  cutout: z.string().nullable(),
  keywords: z.array(z.string()),
  /** What the product is (plan symbol, arrangement), from `productKind`. */
  kind: z.enum(PRODUCT_KINDS).optional(),
  /** 'accessory' products (paint, bedding, pillows, towels, napkins, tiles) do not stand on the floor. */
  mount: z.enum(['floor', 'rug', 'accessory']).optional(),
});
export type ApiProduct = z.infer<typeof ApiProductSchema>;

/**
 * `GET /api/products?page=&search=&cursor=`: search is a category keyword; omitted (or 'All') lists everything.
 * `cursor` (the last page's `next`) wins over `page`; without one, page numbers stop at MAX_OFFSET_PAGES.
 * Optional, beyond the spec: the room chosen on the Steps screen or the wizard (`function_name`, `size`, `style`); with
 * any of them the products come ranked for that room, and a category tab shows only what fits the room.
 */
export const ProductsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    search: z
      .string()
      .trim()
      .max(40)
      .optional()
      .transform((value) => (!value || value === 'All' ? undefined : value)),
    cursor: cursorParam,
    function_name: z.enum(ROOM_FUNCTIONS, { error: 'Choose a room function.' }).optional(),
    size: z.enum(KNOWN_ROOM_SIZES, { error: 'Choose a size.' }).optional(),
    style: z.enum(ROOM_STYLES, { error: 'Choose a style.' }).optional(),
  })
  .refine(withinOffsetLimit, { message: PAGE_BEYOND_LIMIT, path: ['page'] });
export type ProductsQuery = z.infer<typeof ProductsQuerySchema>;

export const ProductsPageSchema = z.object({
  products: z.array(ApiProductSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** The cursor of the page after this one (null on the last page); send it back as `cursor`. */
  next: z.string().nullable().optional(),
});
export type ProductsPage = z.infer<typeof ProductsPageSchema>;

/** Numbers in a shop feed may be strings with thousands separators or a currency sign: '1,299.00', '$45'. */
const feedNumber = z.preprocess(
  (value) => (typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : value),
  z.number({ error: 'must be a number' }).finite(),
);

const feedList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(/[|;,]/) : value),
  z.array(z.string().trim()).transform((items) => items.filter(Boolean)),
);

/** One row of a catalogue import file (JSON array or CSV with a header row). */
export const CatalogueImportRowSchema = z.object({
  id: z.string().trim().optional(),
  title: z.string().trim().min(1, 'title is required').max(200),
  price: feedNumber.pipe(z.number().nonnegative()),
  keywords: feedList.pipe(z.array(z.string()).min(1, 'at least one keyword')),
  width: feedNumber.pipe(z.number().positive()),
  length: feedNumber.pipe(z.number().positive()),
  height: feedNumber.pipe(z.number().positive()),
  hexCodes: feedList.pipe(z.array(z.string().regex(/^#?[0-9a-fA-F]{6}$/, 'hex codes are #RRGGBB'))).default([]),
  image: z.string().trim().min(1, 'image (a file path or URL) is required'),
  /** Optional: the product's page in a shop (http or https), linked from the board's shopping list. */
  shopUrl: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/, error: 'shopUrl is an http or https address' })
      .max(2000)
      .optional(),
  ),
});
export type CatalogueImportRow = z.infer<typeof CatalogueImportRowSchema>;

/** One colour of a board's palette, with the name the description uses. */
export const PaletteColourSchema = z.object({ hex: hexColour, name: z.string() });
export type PaletteColour = z.infer<typeof PaletteColourSchema>;
