import type { PaletteColour } from '../contracts/catalogue.js';
import type { RoomLayout } from '../contracts/designer.js';

/** A chosen product as the generator sees it: its facts and its cutout image (PNG with alpha). */
export interface BoardProduct {
  id: string;
  title: string;
  price: number;
  keywords: string[];
  /** Centimetres. */
  width: number;
  length: number;
  height: number;
  hexCodes: string[];
  cutout: Buffer;
}

export interface BoardBrief {
  /** Room function: Sleep, Entertainment, Dining, Bath. */
  functionName: string;
  /** The size step's option, e.g. 'Queen Size', 'Sectional', 'XL Table', 'Powder'. */
  size: string;
  /** Natural Tones, Color Pop, Grey Tones, Light Tones. */
  style: string;
  products: BoardProduct[];
  /** The board's palette, read once per board from the products (ports/palette.port.ts). */
  palette: PaletteColour[];
  /**
   * What varies one generation of the same products from the next (the generation id): arrangement, wall and floor,
   * title and wording. The same seed gives the same board; left out, the products' ids stand in.
   */
  seed?: string;
  /** The board's own room layout when it has one (the designer's); otherwise the generator arranges the room itself. */
  layout?: RoomLayout;
}

export interface BoardText {
  /** The response's generated_title. */
  title: string;
  description: { main_title: string; description: string };
}

export interface BoardImage {
  image: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** A board picture to make photoreal: the user's own arrangement (a 3D capture or a room-photo composite). */
export interface PhotorealBrief {
  /** The picture to keep the layout of (JPEG). */
  picture: Buffer;
  width: number;
  height: number;
  /** Room function: Sleep, Entertainment, Dining, Bath. */
  functionName: string;
  /** The board's products, each with its cutout (PNG with alpha), as references for their look. */
  products: Array<{ title: string; cutout: Buffer }>;
}

/** Makes a mood board's words and its room picture; `describe` and `picture` match the two generation calls. */
export interface BoardGenerator {
  readonly kind: 'studio' | 'openai';
  describe(brief: BoardBrief): Promise<BoardText>;
  picture(brief: BoardBrief): Promise<BoardImage>;
  /** A photoreal version of the user's own picture, every piece where it stands; only a generator with an image edit model has it. */
  photoreal?(brief: PhotorealBrief): Promise<BoardImage>;
}
