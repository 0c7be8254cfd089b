// The contracts' plain values, without a schema: the room choices, the selection limits and the texts the web app
// shows. Every importer takes them from here (no re-export), so pages that only show things do not load zod (a
// contract module's schemas are built when it is imported).

/** Category keywords by room function (spec section 9); the product screen's tabs after Back and All. */
export const FUNCTION_KEYWORDS = {
  Sleep: ['Sleep', 'mattress', 'pillow', 'comfort', 'duvet', 'sheet', 'rug', 'paint'],
  Entertainment: ['Entertainment', 'sofa', 'sectional', 'chair', 'table', 'lamp', 'rug'],
  Dining: ['Dining', 'dining chair', 'table', 'napkin', 'bar', 'rug', 'paint'],
  Bath: ['Bath', 'vanity', 'mirror', 'toilet', 'tub', 'lighting', 'towel', 'showerhead', 'bench', 'tile', 'rug', 'paint'],
} as const satisfies Record<string, readonly string[]>;

export type RoomFunction = keyof typeof FUNCTION_KEYWORDS;

export const MAX_SELECTED_PRODUCTS = 10;
export const NO_PRODUCTS_SELECTED = 'Please select at least one product.';
export const TOO_MANY_PRODUCTS = "You can't select more than 10 products.";
export const CUTOUTS_MISSING = 'Background removed images are missing or empty.';
export const IMAGE_URL_MISSING = 'Image URL missing in response';

export const ROOM_FUNCTIONS = Object.keys(FUNCTION_KEYWORDS) as RoomFunction[];
export const ROOM_STYLES = ['Natural Tones', 'Color Pop', 'Grey Tones', 'Light Tones'] as const;
export type RoomStyle = (typeof ROOM_STYLES)[number];

/** Sizes offered for each room function on the Steps screen (spec section 3). */
export const ROOM_SIZES = {
  Sleep: ['King Size', 'Queen Size', 'Full Size', 'Twin Size'],
  Entertainment: ['Sectional', 'Sofa', 'Loveseat', 'Chair'],
  Bath: ['Mastery', 'Secondary', 'Three-Quarters', 'Powder'],
  Dining: ['XL Table', 'L Table', 'M Table', 'S Table'],
} as const satisfies Record<RoomFunction, readonly string[]>;

export const GENERATION_STEPS = ['queued', 'products', 'cutouts', 'palette', 'writing', 'image', 'done', 'error'] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number];
