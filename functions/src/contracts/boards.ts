import { z } from 'zod';
import { cursorParam } from './cursor-param.js';
import { PaletteColourSchema } from './catalogue.js';
import { MAX_SELECTED_PRODUCTS, NO_PRODUCTS_SELECTED, TOO_MANY_PRODUCTS } from './choices.js';
import { RoomLayoutSchema } from './designer.js';
import { DescriptionSchema } from './generation.js';
import { LayoutVersionsSchema } from './live.js';
import { PAGE_BEYOND_LIMIT, withinOffsetLimit } from './paging.js';
import { PRODUCT_KINDS } from './product-kinds.js';
import { REPORT_REASONS } from './community-rules.js';

/** The spec's gallery page size (section 9), and the most a client may ask for. */
const BOARDS_PAGE_SIZE = 3;
export const MAX_BOARDS_PAGE_SIZE = 24;

export const BOARD_NOT_FOUND = 'No board details available';
export const GENERATION_NOT_SAVABLE = 'This board has no generated image yet. Wait for the picture, then save it.';
export const GENERATION_UNKNOWN = 'This board was not found. Make a new one.';
export const BOARD_DELETED = 'This board was deleted and cannot be saved again. Make a new one.';
export const BOARD_TAKEN_DOWN = 'This board was taken down and cannot be saved again.';

export const BOARD_VISIBILITIES = ['public', 'private'] as const;
export type BoardVisibility = (typeof BOARD_VISIBILITIES)[number];
const VISIBILITY_ERROR = "Visibility is 'public' or 'private'.";

const BOARD_TO_SAVE_MISSING = "Send the board's image_url.";

/**
 * POST /api/save-products: the spec's array with one board object. Only `generationId` or, in the spec's board
 * object, `image_url` (the picture URL generate-image answered), and `visibility` (optional; public, as the community
 * gallery has always shown saved boards) are read: titles, prices, images, e-mail and user name come from the
 * generation and the session, never from the client.
 */
export const SaveBoardRequest = z
  .array(
    z
      .looseObject({
        generationId: z.string().trim().min(1, 'generationId is required.').max(120).optional(),
        // A board before its picture carries image_url null: the generation id names it then.
        image_url: z
          .string()
          .trim()
          .max(2000)
          .nullish()
          .transform((url) => url ?? undefined),
        visibility: z.enum(BOARD_VISIBILITIES, { error: VISIBILITY_ERROR }).default('public'),
      })
      .refine((board) => board.generationId || board.image_url, BOARD_TO_SAVE_MISSING),
    { error: 'Send the board to save.' },
  )
  .length(1, 'Send exactly one board.');
export type SaveBoardRequest = z.infer<typeof SaveBoardRequest>;

export const SaveBoardResponse = z.object({ id: z.string() });
export type SaveBoardResponse = z.infer<typeof SaveBoardResponse>;

/** PATCH /api/boards/:id. */
export const BoardVisibilityRequest = z.object({
  visibility: z.enum(BOARD_VISIBILITIES, { error: VISIBILITY_ERROR }),
});

export const DUPLICATE_BOARD_PRODUCTS = 'Each product can be on the board once.';

/**
 * PUT /api/boards/:id/products (owner only): the board's products from now on, in order (1 to 10). The board is made
 * again from them (picture, words, palette) and keeps its id, visibility and the layout of the products that stay.
 * `generationId` (optional) is a client-chosen id for the new generation, so that the client can follow its progress.
 * `swap` (a designer's swap, accepted: one product for another): the pieces and the picture change; the board keeps its
 * title, description and room, and the new product stands where the old one stood.
 */
export const BoardProductsRequest = z.object({
  productIds: z
    .array(z.string().trim().min(1).max(120), { error: NO_PRODUCTS_SELECTED })
    .min(1, NO_PRODUCTS_SELECTED)
    .max(MAX_SELECTED_PRODUCTS, TOO_MANY_PRODUCTS)
    .refine((ids) => new Set(ids).size === ids.length, DUPLICATE_BOARD_PRODUCTS),
  generationId: z.uuid({ error: 'generationId must be a UUID.' }).optional(),
  swap: z.boolean().optional(),
});
export type BoardProductsRequest = z.infer<typeof BoardProductsRequest>;

/** One product of a saved board, for the shopping list and the room designer. Sizes in cm, price in dollars. */
const BoardItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  width: z.number(),
  length: z.number(),
  height: z.number(),
  cutout: z.string().nullable(),
  /** What the product is (plan symbol, arrangement), from `productKind`. */
  kind: z.enum(PRODUCT_KINDS).optional(),
  /** 'accessory' items are listed beside the plan, 'rug' items lie under the furniture. */
  mount: z.enum(['floor', 'rug', 'accessory']).optional(),
  /** The product's main colour (#RRGGBB), for its plan symbol. */
  colour: z.string().optional(),
  /** The product's page in a shop, when the catalogue has one. */
  shop_url: z.string().optional(),
});
export type BoardItem = z.infer<typeof BoardItemSchema>;

/**
 * The spec's board record (section 3) as GET /api/boards/:id and the gallery calls answer it. Images are URLs.
 * `title`, `width` and `height` are comma-separated lists with one entry per product, as the spec has them;
 * `items` carries the same products structured (with length and price) for the designer and the shopping list.
 */
export const BoardSchema = z.object({
  id: z.string(),
  image_url: z.string().nullable(),
  title: z.string(),
  generated_title: z.string(),
  description: DescriptionSchema,
  background_removed_images: z.array(z.string()),
  hex_code: z.string(),
  palette: z.array(PaletteColourSchema),
  width: z.string(),
  height: z.string(),
  items: z.array(BoardItemSchema),
  function_name: z.string(),
  timestamp: z.string(),
  date: z.string(),
  visibility: z.enum(BOARD_VISIBILITIES),
  /** `id`: the owner's member id, for their space and the Follow button. */
  owner: z.object({ name: z.string(), id: z.string().optional() }),
  isOwner: z.boolean(),
  layout: RoomLayoutSchema.nullable(),
  /** Owner and co-editors: the caller may change the layout (boards edited together). */
  canEdit: z.boolean().optional(),
  /** For those who may edit: the layout's versions, the base of their next layout save. */
  layoutVersions: LayoutVersionsSchema.optional(),
  /** In a layout save's answer: the edits that replaced one the caller had not seen ('room' or item ids). */
  overwritten: z.array(z.string()).optional(),
  /** The style chosen in the wizard (boards saved before it was kept have none). */
  style: z.string().optional(),
  /** Likes (summed from the board's counter shards) and whether the caller is one of them. */
  likes: z.number().int().nonnegative().optional(),
  liked: z.boolean().optional(),
  /** A copy saved from another member's public board credits the original and its owner. */
  copied_from: z.object({ id: z.string(), owner_name: z.string(), owner_id: z.string() }).nullable().optional(),
  /** A design project's concept board, made in the member's account by this designer. */
  by_designer: z.object({ id: z.string(), name: z.string() }).optional(),
  /** Only for the owner of a hidden board: why the moderators hid it, and whether they asked for another look. */
  moderation: z
    .object({ reason: z.enum(REPORT_REASONS), label: z.string(), hidden_at: z.string(), appealed_at: z.string().nullable() })
    .optional(),
});
export type Board = z.infer<typeof BoardSchema>;

/**
 * `?page=&page_size=&cursor=`: `cursor` (from the last answer's `next`) wins over `page`; page numbering starts at 1
 * and, without a cursor, stops at MAX_OFFSET_PAGES.
 */
export const BoardsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    page_size: z.coerce
      .number()
      .int()
      .min(1)
      .default(BOARDS_PAGE_SIZE)
      .transform((size) => Math.min(size, MAX_BOARDS_PAGE_SIZE)),
    cursor: cursorParam,
  })
  .refine(withinOffsetLimit, { message: PAGE_BEYOND_LIMIT, path: ['page'] });
export type BoardsQuery = z.infer<typeof BoardsQuerySchema>;

export const BoardsPageSchema = z.object({ boards: z.array(BoardSchema), next: z.string().nullable() });
export type BoardsPage = z.infer<typeof BoardsPageSchema>;
