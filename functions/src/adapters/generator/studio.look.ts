import type { PaletteColour } from '../../contracts/catalogue.js';
import { accentColour, mixColours } from '../../domain/palette.js';
import { seeded, type Plan } from './studio.layout.js';

/** A style's materials: the studio picture's walls, floors, trim and frames. */
export interface Tones {
  /** Wall paints the style chooses from (the seed picks one) when the board has no paint. */
  walls: string[];
  /** Floor finishes of the style: [kind, colour]. */
  floors: [FloorKind, string][];
  trim: string;
  frame: string;
  backdrop: string;
}

export type FloorKind = 'planks' | 'wide-planks' | 'herringbone' | 'concrete' | 'tiles';

const STYLE_TONES: Record<string, Tones> = {
  'Natural Tones': {
    walls: ['#E6DAC6', '#DCCDB4', '#E9E0CF', '#D9CBB0'],
    floors: [
      ['planks', '#B98B57'],
      ['herringbone', '#A87B4A'],
      ['wide-planks', '#C29A68'],
    ],
    trim: '#F2EBDD',
    frame: '#7A5636',
    backdrop: '#F4EFE6',
  },
  'Color Pop': {
    walls: ['#F3E3C9', '#F1F0EA', '#E9EEF0'],
    floors: [
      ['planks', '#D5B487'],
      ['herringbone', '#CFA877'],
      ['wide-planks', '#E0C49B'],
    ],
    trim: '#FFFFFF',
    frame: '#22252B',
    backdrop: '#F6F3EE',
  },
  'Grey Tones': {
    walls: ['#C9CBCD', '#BFC3C7', '#D3D4D2'],
    floors: [
      ['concrete', '#8C8D8F'],
      ['wide-planks', '#8A8580'],
      ['tiles', '#9A9C9E'],
    ],
    trim: '#E6E7E8',
    frame: '#2F3237',
    backdrop: '#EEEFF0',
  },
  'Light Tones': {
    walls: ['#F1EDE5', '#F4F1EA', '#EEEAE2'],
    floors: [
      ['wide-planks', '#E1D1B6'],
      ['planks', '#DCC7A6'],
      ['herringbone', '#E3D3B8'],
    ],
    trim: '#FFFFFF',
    frame: '#CDBB9C',
    backdrop: '#F8F6F2',
  },
};

/** The room's look for a board: wall and floor finish, window wall, wall treatment, chosen by style, function and seed. */
export interface RoomLook {
  wall: string;
  sideWall: string;
  floor: FloorKind;
  floorColour: string;
  /** Tiles up the lower walls (baths), in this colour. */
  wallTiles: string | null;
  /** Panelling below the dado rail (some bedrooms and dining rooms). */
  wainscot: boolean;
  windowOnBack: boolean;
  /** Which print hangs on the back wall, in the palette's colours: 0 bars, 1 a sun over a horizon, 2 colour blocks. */
  art: number;
}

export function roomLook(style: string, fn: string, plan: Plan, palette: PaletteColour[], seed: string): RoomLook {
  const tones = tonesOf(style);
  const n = seeded(seed, 'room');
  const accent = accentColour(palette);
  let wall = tones.walls[n % tones.walls.length]!;
  if (style === 'Color Pop' && accent && (n >>> 3) % 2 === 0) wall = mixColours(accent, '#FFFFFF', 0.6);
  const [paint, sidePaint] = plan.finishes.paints;
  const [tile] = plan.finishes.tiles;
  let [floor, floorColour] = tones.floors[(n >>> 6) % tones.floors.length]!;
  if (fn === 'Bath') [floor, floorColour] = ['tiles', tile ?? mixColours(tones.floors[0]![1], '#FFFFFF', 0.45)];
  else if (tile) [floor, floorColour] = ['tiles', tile];
  const backWall = paint ?? wall;
  return {
    wall: backWall,
    sideWall: sidePaint ?? (paint ? mixColours(paint, '#FFFFFF', 0.25) : mixColours(wall, '#000000', 0.04)),
    floor,
    floorColour,
    wallTiles: fn === 'Bath' ? (plan.finishes.tiles[1] ?? tile ?? '#EEF0EE') : null,
    wainscot: fn !== 'Bath' && (n >>> 9) % 3 === 0,
    windowOnBack: (n >>> 12) % 2 === 1,
    art: (n >>> 15) % 3,
  };
}

/** The style's tones, the natural ones for a style the studio does not know. */
export const tonesOf = (style: string): Tones => STYLE_TONES[style] ?? STYLE_TONES['Natural Tones']!;
