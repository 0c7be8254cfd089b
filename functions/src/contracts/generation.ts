import { z } from 'zod';
import { ApiProductSchema, KNOWN_ROOM_SIZES, PaletteColourSchema } from './catalogue.js';
import {
  GENERATION_STEPS,
  MAX_SELECTED_PRODUCTS,
  NO_PRODUCTS_SELECTED,
  ROOM_FUNCTIONS,
  ROOM_STYLES,
  TOO_MANY_PRODUCTS,
} from './choices.js';

/** What a user reads when a provider (OpenAI, storage) fails; the provider's own words go to the logs only. */
export const GENERATION_FAILED = 'We could not make your board just now. Please try again in a moment.';

/**
 * The spec's generate request: `email`, `selections` and `selectedProducts` (product objects as GET /api/products
 * answers them). Only product ids are trusted: the server loads titles, prices and images itself, and ignores `email`,
 * `username` and prices. Everything else is optional: `generationId` (a client-chosen id, so that it can follow
 * progress while the call runs; else the server makes one), `function_name`, `size` and `style` (else inferred from
 * the products, or defaulted).
 */
export const GenerateDescriptionRequest = z.object({
  generationId: z.uuid({ error: 'generationId must be a UUID.' }).optional(),
  function_name: z.enum(ROOM_FUNCTIONS, { error: 'Choose a room function.' }).optional(),
  size: z.enum(KNOWN_ROOM_SIZES, { error: 'Choose a size.' }).optional(),
  style: z.enum(ROOM_STYLES, { error: 'Choose a style.' }).optional(),
  selections: z.array(z.string().trim().min(1).max(200)).max(MAX_SELECTED_PRODUCTS, TOO_MANY_PRODUCTS).optional(),
  selectedProducts: z
    .array(z.looseObject({ id: z.string().min(1).max(120) }), { error: NO_PRODUCTS_SELECTED })
    .min(1, NO_PRODUCTS_SELECTED)
    .max(MAX_SELECTED_PRODUCTS, TOO_MANY_PRODUCTS),
});
export type GenerateDescriptionRequest = z.infer<typeof GenerateDescriptionRequest>;

export const DescriptionSchema = z.object({ main_title: z.string(), description: z.string() });

/** 'photo': the product's cutout was not ready in time, so its photo (with its background) stands in for it. */
const CUTOUT_SOURCES = ['cutout', 'photo'] as const;
export type CutoutSource = (typeof CUTOUT_SOURCES)[number];

/** One entry of background_removed_images with what it shows, in the same order. */
const BoardCutoutSchema = z.object({ productId: z.string(), url: z.string(), source: z.enum(CUTOUT_SOURCES) });
export type BoardCutout = z.infer<typeof BoardCutoutSchema>;

/** The spec's fields of generate-description's answer; the server also sends the rest of the Generation below. */
export const GenerateDescriptionResponse = z.object({
  id: z.string(),
  background_removed_images: z.array(z.string()),
  /** Optional (added after the spec's shape): which product each image is, and whether it is its photo. */
  cutouts: z.array(BoardCutoutSchema).optional(),
  generated_title: z.string(),
  description: DescriptionSchema,
  hex_code: z.string(),
  palette: z.array(PaletteColourSchema),
});
export type GenerateDescriptionResponse = z.infer<typeof GenerateDescriptionResponse>;

/**
 * `generationId` names the generation to draw. Without it (the spec's request: the same fields as generate-description)
 * the server draws this user's latest generation of the same products, or makes one first.
 */
export const GenerateImageRequest = GenerateDescriptionRequest.extend({
  selectedProducts: GenerateDescriptionRequest.shape.selectedProducts.optional(),
}).refine((request) => request.generationId !== undefined || request.selectedProducts !== undefined, {
  error: NO_PRODUCTS_SELECTED,
  path: ['selectedProducts'],
});
export type GenerateImageRequest = z.infer<typeof GenerateImageRequest>;
export const GenerateImageResponse = z.object({ image_url: z.string() });
export type GenerateImageResponse = z.infer<typeof GenerateImageResponse>;

/** What the Loader shows: GET /api/generation-progress/:id, polled with the session in the Authorization header. */
export const GenerationProgress = z.object({
  id: z.string(),
  status: z.enum(GENERATION_STEPS),
  cutoutsDone: z.number().int(),
  cutoutsTotal: z.number().int(),
  error: z.string().optional(),
});
export type GenerationProgress = z.infer<typeof GenerationProgress>;

/** A generated, not yet saved board: GET /api/generations/:id (owner only). Survives a reload. */
export const GenerationSchema = z.object({
  id: z.string(),
  function_name: z.string(),
  size: z.string(),
  style: z.string(),
  products: z.array(ApiProductSchema),
  background_removed_images: z.array(z.string()),
  cutouts: z.array(BoardCutoutSchema).optional(),
  generated_title: z.string(),
  description: DescriptionSchema,
  hex_code: z.string(),
  palette: z.array(PaletteColourSchema),
  image_url: z.string().nullable(),
  status: z.enum(GENERATION_STEPS),
  createdAt: z.string(),
});
export type Generation = z.infer<typeof GenerationSchema>;

/** How long a board that was made and not saved stays listed for its owner ('Not saved yet' in My Boards). */
export const UNSAVED_KEPT_DAYS = 7;

/** One board its owner made and did not save: enough for a card that leads back to the board screen. */
const UnsavedGenerationSchema = z.object({
  id: z.string(),
  generated_title: z.string(),
  function_name: z.string(),
  size: z.string(),
  style: z.string(),
  /** The picture, null when it was not made (the board screen makes it). */
  image_url: z.string().nullable(),
  productCount: z.number().int(),
  createdAt: z.string(),
});

/** GET /api/unsaved-generations: the caller's own boards made and not saved in the last UNSAVED_KEPT_DAYS days, newest first. */
export const UnsavedGenerationsSchema = z.object({ generations: z.array(UnsavedGenerationSchema) });
export type UnsavedGenerations = z.infer<typeof UnsavedGenerationsSchema>;
