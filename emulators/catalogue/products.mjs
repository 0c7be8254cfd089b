// The demo catalogue: at least 8 products for every category keyword of every room function (spec section 9).
// Every value is derived from the product's position, so the catalogue is the same on every machine.
import { mix } from './draw.mjs';

const NAMES = [
  'Oslo',
  'Kyoto',
  'Lisbon',
  'Sonoma',
  'Aspen',
  'Malmo',
  'Tulum',
  'Marfa',
  'Porto',
  'Hudson',
  'Carmel',
  'Sedona',
  'Verona',
  'Nara',
  'Brera',
  'Alba',
  'Cadiz',
  'Bergen',
  'Ojai',
  'Tahoe',
  'Siena',
  'Ravello',
  'Hamlin',
  'Camden',
];

const FABRICS = {
  Oat: '#d8c8ab',
  Sage: '#9fae8f',
  Navy: '#2f3e5c',
  Terracotta: '#c0674a',
  Charcoal: '#44474c',
  Blush: '#e2b7ad',
  Ochre: '#c99a3c',
  Ivory: '#efe9dc',
  Teal: '#2f7f7a',
  Dove: '#b9b8b3',
  Forest: '#3f5a45',
  Rust: '#a4502f',
  Sky: '#9cc0d8',
  Plum: '#6e4a63',
  Mustard: '#d8b13f',
  Linen: '#e4dccb',
  Slate: '#6a7786',
  Cocoa: '#6b4a3a',
};
const WOODS = { Oak: '#b98b57', Walnut: '#6f4a31', Ash: '#d2b48a', Teak: '#9a6a3d', Ebony: '#2e2a27', Maple: '#dcc39a' };
const METALS = { Brass: '#c9a45a', Chrome: '#b8bec6', 'Matte Black': '#2b2b2d', Nickel: '#a7a59f', Copper: '#b8734a' };
const PAINTS = {
  'Quiet Sage': '#a3b18a',
  'Harbor Blue': '#3e6d8e',
  'Clay Pot': '#c2714f',
  'Soft Linen': '#e8dfcc',
  'Deep Forest': '#2f4a3a',
  'Morning Fog': '#c7ccd0',
  Saffron: '#e0a32e',
  'Rose Quartz': '#e3b4b0',
  Midnight: '#262c3d',
  'Chalk White': '#f3f1ea',
};
const STONES = { Marble: '#ecebe6', Quartz: '#f1efe9', Terrazzo: '#e3ddd2', Soapstone: '#5f6466', Travertine: '#dccdb3' };
const TILE_GLAZES = {
  'Sea Glass': '#8fb9b0',
  'Cloud White': '#f1f0ec',
  Cobalt: '#2c4f8f',
  Sandstone: '#d6b98f',
  Jade: '#5f8f6e',
  Ink: '#2c2f36',
};

const pick = (table, i) => {
  const entries = Object.entries(table);
  return entries[i % entries.length];
};

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Deterministic spread between lo and hi for the i-th of n products. */
const spread = (lo, hi, i, n = 8) => Math.round(lo + ((hi - lo) * ((i * 5) % n)) / (n - 1));
const price = (lo, hi, i) => Math.round(lo + ((hi - lo) * ((i * 3) % 8)) / 7) - 0.01;

/** One family: a kind of drawing, its keywords and how each of its products varies. */
const FAMILIES = [
  {
    kind: 'bed',
    keywords: ['Sleep'],
    noun: 'Bed Frame',
    make: (i) => {
      const [fabric, colour] = i % 2 === 0 ? pick(WOODS, i) : pick(FABRICS, i * 3 + 1);
      const [, bedding] = pick(FABRICS, i * 5 + 7);
      const width = [193, 152, 183, 137][i % 4];
      return {
        title: `${fabric} ${i % 2 === 0 ? 'Platform' : 'Upholstered'} Bed Frame`,
        price: price(899, 2899, i),
        width,
        length: 213,
        height: spread(95, 135, i),
        colours: [colour, bedding, pick(FABRICS, i + 4)[1]],
      };
    },
  },
  {
    kind: 'mattress',
    keywords: ['Sleep', 'mattress'],
    noun: 'Mattress',
    make: (i) => {
      const firm = ['Plush', 'Medium', 'Firm', 'Hybrid'][i % 4];
      return {
        title: `${firm} ${['Memory Foam', 'Pocket Spring', 'Latex', 'Organic Cotton'][i % 4]} Mattress`,
        price: price(549, 2399, i),
        width: [193, 152, 137, 99][i % 4],
        length: 203,
        height: spread(24, 36, i),
        colours: [
          ['#f2f1ed', '#f5f3ee', '#eef1f4', '#f4efe6'][i % 4],
          ['#6a7786', '#3f5a45', '#2f3e5c', '#a4502f', '#44474c', '#c99a3c', '#9fae8f', '#6e4a63'][i % 8],
        ],
      };
    },
  },
  {
    kind: 'pillow',
    keywords: ['Sleep', 'pillow'],
    noun: 'Pillow',
    make: (i) => {
      const [name, colour] = pick(FABRICS, i * 5 + 2);
      const [, accent] = pick(FABRICS, i * 7 + 9);
      const lumbar = i % 3 === 2;
      return {
        title: `${name} ${['Linen', 'Velvet', 'Boucle', 'Cotton'][i % 4]} ${lumbar ? 'Lumbar' : 'Throw'} Pillow`,
        price: price(39, 129, i),
        width: lumbar ? 80 : 50,
        length: 15,
        height: lumbar ? 35 : 50,
        colours: [colour, accent],
        variant: i,
      };
    },
  },
  {
    kind: 'comforter',
    keywords: ['Sleep', 'comfort'],
    noun: 'Comforter',
    make: (i) => {
      const [name, colour] = pick(FABRICS, i * 3 + 5);
      return {
        title: `${name} ${['Down Alternative', 'Cloud', 'Quilted Cotton', 'Wool'][i % 4]} Comforter`,
        price: price(149, 499, i),
        width: 60,
        length: 45,
        height: 33,
        colours: [colour, light(colour)],
      };
    },
  },
  {
    kind: 'duvet',
    keywords: ['Sleep', 'duvet', 'comfort'],
    noun: 'Duvet Cover',
    make: (i) => {
      const [name, colour] = pick(FABRICS, i * 5 + 11);
      return {
        title: `${name} ${['Linen', 'Percale', 'Sateen', 'Washed Cotton'][i % 4]} Duvet Cover`,
        price: price(129, 389, i),
        width: 58,
        length: 44,
        height: 24,
        colours: [colour, mix(colour, '#ffffff', 0.12)],
      };
    },
  },
  {
    kind: 'sheets',
    keywords: ['Sleep', 'sheet'],
    noun: 'Sheet Set',
    make: (i) => {
      const [name, colour] = pick(FABRICS, i * 7 + 3);
      return {
        title: `${name} ${['Percale', 'Sateen', 'Linen', 'Bamboo'][i % 4]} Sheet Set`,
        price: price(89, 329, i),
        width: 50,
        length: 36,
        height: 17,
        colours: [colour, mix(colour, '#ffffff', 0.35)],
      };
    },
  },
  {
    kind: 'rug',
    keywords: ['rug'],
    noun: 'Rug',
    make: (i) => {
      const fn = ['Sleep', 'Entertainment', 'Dining', 'Bath'][i % 4];
      const [name, main] = pick(FABRICS, i * 5 + 1);
      const [, border] = pick(FABRICS, i * 3 + 8);
      const [, motif] = pick(FABRICS, i * 7 + 4);
      const bath = fn === 'Bath';
      return {
        title: `${name} ${bath ? 'Cotton Bath' : ['Hand-Knotted Wool', 'Flatweave', 'Jute Blend', 'Vintage-Wash'][i % 4]} Rug`,
        price: bath ? price(49, 99, i) : price(299, 1899, i),
        width: bath ? 90 : [240, 300, 200, 180][i % 4],
        length: bath ? 60 : [170, 200, 140, 120][i % 4],
        height: 1,
        colours: [main, border, motif],
        variant: i,
        extraKeywords: [fn],
      };
    },
  },
  {
    kind: 'paint',
    keywords: ['paint'],
    noun: 'Paint',
    make: (i) => {
      const fn = ['Sleep', 'Dining', 'Bath'][i % 3];
      const [name, colour] = pick(PAINTS, i);
      return {
        title: `${name} ${['Matte', 'Eggshell', 'Satin', 'Flat'][i % 4]} Interior Paint, 1 Gallon`,
        price: price(54, 89, i),
        width: 17,
        length: 17,
        height: 19,
        colours: [colour],
        extraKeywords: [fn],
      };
    },
  },
  {
    kind: 'sofa',
    keywords: ['Entertainment', 'sofa'],
    noun: 'Sofa',
    make: (i) => {
      const [name, fabric] = pick(FABRICS, i * 5 + 3);
      const [, legs] = pick(WOODS, i);
      const two = i % 4 === 3;
      return {
        kind: two ? 'loveseat' : 'sofa',
        title: `${name} ${['Performance Velvet', 'Linen', 'Boucle', 'Leather'][i % 4]} ${two ? 'Loveseat' : 'Sofa'}`,
        price: price(1099, 3299, i),
        width: two ? 165 : spread(210, 250, i),
        length: 95,
        height: spread(78, 88, i),
        colours: [fabric, mix(fabric, '#ffffff', 0.08), legs, pick(FABRICS, i + 2)[1]],
      };
    },
  },
  {
    kind: 'sectional',
    keywords: ['Entertainment', 'sectional', 'sofa'],
    noun: 'Sectional',
    make: (i) => {
      const [name, fabric] = pick(FABRICS, i * 7 + 1);
      return {
        title: `${name} ${['Modular', 'Reversible Chaise', 'Deep-Seat', 'Low-Profile'][i % 4]} Sectional`,
        price: price(1899, 4999, i),
        width: spread(260, 320, i),
        length: 160,
        height: spread(76, 86, i),
        colours: [fabric, mix(fabric, '#ffffff', 0.08), pick(WOODS, i + 1)[1], pick(FABRICS, i + 5)[1]],
      };
    },
  },
  {
    kind: 'armchair',
    keywords: ['Entertainment', 'chair'],
    noun: 'Armchair',
    make: (i) => {
      const [name, fabric] = pick(FABRICS, i * 5 + 6);
      return {
        title: `${name} ${i % 2 ? 'Wingback' : 'Lounge'} Armchair`,
        price: price(499, 1499, i),
        width: spread(76, 92, i),
        length: 84,
        height: i % 2 ? 104 : spread(76, 86, i),
        colours: [fabric, pick(WOODS, i)[1]],
        variant: i,
      };
    },
  },
  {
    kind: 'table',
    keywords: ['Entertainment', 'table'],
    noun: 'Coffee Table',
    make: (i) => {
      const [wood, top] = pick(WOODS, i + 1);
      const [, base] = i % 2 ? pick(METALS, i) : [wood, dark(top)];
      const round = i % 3 === 2;
      return {
        title: `${wood} ${round ? 'Round Coffee Table' : i % 3 === 1 ? 'Two-Tier Coffee Table' : 'Coffee Table'}`,
        price: price(299, 1099, i),
        width: round ? 90 : spread(110, 130, i),
        length: round ? 90 : 60,
        height: spread(38, 46, i),
        colours: [top, base],
        variant: i,
      };
    },
  },
  {
    kind: 'lamp',
    keywords: ['Entertainment', 'lamp'],
    noun: 'Lamp',
    make: (i) => {
      const floor = i % 2 === 0;
      const [name, shade] = pick(
        { Linen: '#efe6d4', Parchment: '#e7d6b2', Sage: '#b7c2a6', Clay: '#d8a487', Ivory: '#f3eee2', Smoke: '#b8b6b1' },
        i,
      );
      const [metal, base] = floor
        ? pick(METALS, i)
        : pick({ Celadon: '#8fae9b', Terracotta: '#c0674a', Cobalt: '#36549b', Cream: '#ece2cc', Onyx: '#2d2d30' }, i);
      return {
        title: `${metal} ${floor ? 'Floor Lamp' : 'Ceramic Table Lamp'} with ${name} Shade`,
        price: price(129, 449, i),
        width: floor ? 45 : 38,
        length: floor ? 45 : 38,
        height: floor ? spread(150, 165, i) : spread(58, 68, i),
        colours: [shade, base],
      };
    },
  },
  {
    kind: 'diningChair',
    keywords: ['Dining', 'dining chair'],
    noun: 'Dining Chair',
    make: (i) => {
      const [wood, frame] = pick(WOODS, i * 5);
      const [name, seat] = i % 3 === 1 ? [wood, frame] : pick(FABRICS, i * 3 + 2);
      return {
        title: `${wood} ${['Upholstered-Back', 'Spindle', 'Cushioned'][i % 3]} Dining Chair${i % 3 === 1 ? '' : ` in ${name}`}`,
        price: price(149, 449, i),
        width: spread(45, 52, i),
        length: 52,
        height: spread(80, 92, i),
        colours: [frame, seat],
        variant: i,
      };
    },
  },
  {
    kind: 'table',
    keywords: ['Dining', 'table'],
    noun: 'Dining Table',
    make: (i) => {
      const [wood, top] = pick(WOODS, i * 5 + 2);
      const round = i % 3 === 2;
      return {
        title: `${wood} ${round ? 'Round Pedestal' : ['Farmhouse', 'Trestle'][i % 2]} Dining Table`,
        price: price(699, 2899, i),
        width: round ? 120 : spread(160, 240, i),
        length: round ? 120 : 90,
        height: 76,
        colours: [top, i % 2 ? dark(top, 0.35) : pick(METALS, i)[1]],
        variant: i,
      };
    },
  },
  {
    kind: 'napkins',
    keywords: ['Dining', 'napkin'],
    noun: 'Napkins',
    make: (i) => {
      const [name, main] = pick(FABRICS, i * 5 + 4);
      return {
        title: `${name} ${['Linen', 'Cotton Gauze', 'Hemstitch', 'Chambray'][i % 4]} Napkins, Set of 4`,
        price: price(24, 68, i),
        width: 45,
        length: 45,
        height: 1,
        colours: [main, mix(main, '#ffffff', 0.3), pick(METALS, i)[1]],
      };
    },
  },
  {
    kind: 'barStool',
    keywords: ['Dining', 'bar'],
    noun: 'Bar Stool',
    make: (i) => {
      const [name, seat] = i % 2 ? pick(WOODS, i) : pick(FABRICS, i * 3 + 3);
      const [metal, frame] = pick(METALS, i + 2);
      return {
        title: `${name} ${metal} ${i % 2 ? 'Counter' : 'Bar'} Stool`,
        price: price(129, 349, i),
        width: 40,
        length: 40,
        height: i % 2 ? 66 : 76,
        colours: [seat, frame],
      };
    },
  },
  {
    kind: 'barCart',
    keywords: ['Dining', 'bar'],
    noun: 'Bar Cart',
    make: (i) => {
      const [metal, frame] = pick(METALS, i + 1);
      const [wood, shelf] = i % 2 ? pick(WOODS, i) : ['Glass', '#cfdfe3'];
      return {
        title: `${metal} and ${wood} Bar Cart`,
        price: price(229, 649, i),
        width: spread(70, 90, i),
        length: 42,
        height: 80,
        colours: [frame, shelf, ['#7a8f5a', '#9a5a3c', '#c9a45a', '#5a6f8f'][i % 4]],
      };
    },
  },
  {
    kind: 'towels',
    keywords: ['Bath', 'towel'],
    noun: 'Towels',
    make: (i) => {
      const [name, main] = pick(FABRICS, i * 5 + 8);
      return {
        title: `${name} ${['Turkish Cotton', 'Waffle', 'Organic Terry', 'Ribbed'][i % 4]} Towel Set`,
        price: price(49, 149, i),
        width: 70,
        length: 140,
        height: 1,
        colours: [main, mix(main, '#ffffff', 0.22)],
      };
    },
  },
  {
    kind: 'showerhead',
    keywords: ['Bath', 'showerhead'],
    noun: 'Showerhead',
    make: (i) => {
      const [metal, finish] = pick(METALS, i);
      return {
        title: `${metal} ${i % 2 === 0 ? 'Rain' : 'Handheld'} Showerhead`,
        price: price(89, 389, i),
        width: i % 2 === 0 ? spread(20, 30, i) : 12,
        length: i % 2 === 0 ? spread(20, 30, i) : 12,
        height: 8,
        colours: [finish],
        variant: i,
      };
    },
  },
  {
    kind: 'bench',
    keywords: ['Bath', 'bench'],
    noun: 'Bench',
    make: (i) => {
      const [wood, colour] = pick({ Teak: '#9a6a3d', Bamboo: '#d4b27a', Cedar: '#b06a46', Acacia: '#8a5a33' }, i);
      return {
        title: `${wood} ${i % 2 === 0 ? 'Slatted Shower' : 'Bath'} Bench`,
        price: price(119, 349, i),
        width: spread(60, 100, i),
        length: 32,
        height: spread(42, 48, i),
        colours: [colour, i % 2 ? pick(METALS, i)[1] : dark(colour, 0.15)],
        variant: i,
      };
    },
  },
  {
    kind: 'tiles',
    keywords: ['Bath', 'tile'],
    noun: 'Tile',
    make: (i) => {
      const [name, glaze] = pick(TILE_GLAZES, i);
      const style = ['Glazed Square', 'Subway', 'Encaustic', 'Zellige'][i % 4];
      return {
        title: `${name} ${style} Tile, 10 sq ft`,
        price: price(79, 229, i),
        width: 30,
        length: 30,
        height: 1,
        colours: [glaze, '#ebe8e1', pick(TILE_GLAZES, i + 2)[1]],
        variant: i,
      };
    },
  },
  {
    kind: 'vanity',
    keywords: ['Bath', 'vanity'],
    noun: 'Vanity',
    make: (i) => {
      const [name, cabinet] =
        i % 2 === 0 ? pick(WOODS, i + 1) : pick({ Sage: '#9fae8f', Navy: '#2f3e5c', Charcoal: '#44474c', Ivory: '#efe9dc' }, i);
      const [stone, top] = pick(STONES, i * 3 + 1);
      const [, metal] = pick(METALS, i + 3);
      const width = [76, 122, 91, 152, 61, 137, 84, 107][i % 8];
      const double = width >= 115;
      return {
        title: `${name} ${['Shaker', 'Two-Drawer', 'Fluted', 'Open-Shelf'][i % 4]} ${double ? 'Double ' : ''}Vanity with ${stone} Top`,
        price: price(649, 2499, i),
        width,
        length: [53, 55, 50, 56][i % 4],
        height: 86,
        colours: [cabinet, top, metal],
      };
    },
  },
  {
    kind: 'mirror',
    keywords: ['Bath', 'mirror'],
    noun: 'Mirror',
    make: (i) => {
      const [name, frame] = i % 3 === 2 ? pick(WOODS, i) : pick(METALS, i + 1);
      const shape = ['Rectangular', 'Arched', 'Round', 'Pill'][i % 4];
      const width = spread(50, 80, i);
      return {
        title: `${name} ${shape} Vanity Mirror`,
        price: price(129, 499, i),
        width,
        length: 3,
        height: shape === 'Round' ? width : spread(75, 100, i + 3),
        colours: [frame, ['#c4d3d9', '#bccbd2', '#c9d6da', '#b7c7cf'][i % 4]],
      };
    },
  },
  {
    kind: 'toilet',
    keywords: ['Bath', 'toilet'],
    noun: 'Toilet',
    make: (i) => {
      const concealed = i % 2 === 1;
      const [seatName, seat] = pick({ White: '#f7f6f2', Oak: '#c9a173', Black: '#2b2b2d', Ivory: '#efe9dc' }, i >> 1);
      const [metal, finish] = pick(METALS, i + 1);
      const [unitName, unit] = pick({ Walnut: '#6f4a31', Oak: '#b98b57', Slate: '#6a7786', Sage: '#9fae8f' }, i);
      return {
        title: `${concealed ? `Back-to-Wall Toilet on ${unitName} Unit` : 'Close-Coupled Toilet'} with ${seatName} Seat and ${metal} Flush`,
        price: price(329, 1199, i),
        width: concealed ? 40 : spread(36, 40, i),
        length: concealed ? 74 : spread(63, 70, i),
        height: concealed ? 86 : spread(76, 82, i),
        colours: [seat, finish, unit],
      };
    },
  },
  {
    kind: 'bathtub',
    keywords: ['Bath', 'tub'],
    noun: 'Bathtub',
    make: (i) => {
      const [name, shell] = pick(
        { White: '#f4f3ef', Sage: '#9fae8f', Navy: '#2f3e5c', Blush: '#e2b7ad', Charcoal: '#44474c', Stone: '#d6cfc2' },
        i,
      );
      const [metal, finish] = pick(METALS, i + 2);
      const style = ['Freestanding Oval', 'Clawfoot Roll-Top', 'Built-In Alcove', 'Freestanding Soaking'][i % 4];
      return {
        title: `${name} ${style} Bathtub with ${metal} Tap`,
        price: price(899, 3899, i),
        width: [170, 160, 152, 180][i % 4],
        length: [75, 72, 76, 80][i % 4],
        height: [58, 64, 56, 60][i % 4],
        colours: [shell, finish],
      };
    },
  },
  {
    kind: 'light',
    keywords: ['Bath', 'lighting'],
    noun: 'Light',
    make: (i) => {
      const style = i % 4;
      const [metal, finish] = pick(METALS, i);
      const [glassName, glass] = pick({ Opal: '#f1ece1', Ribbed: '#e6e1d4', Frosted: '#eceae4', Amber: '#e8c98f' }, i >> 1);
      const noun = ['Globe Wall Sconce', 'Dome Pendant Light', 'Three-Globe Vanity Light', 'Cone Wall Sconce'][style];
      return {
        title: `${metal} ${noun} with ${glassName} Glass`,
        price: price(89, 449, i),
        width: [18, 36, 72, 20][style],
        length: [22, 36, 20, 22][style],
        height: [32, 70, 26, 34][style],
        colours: [finish, glass],
      };
    },
  },
];

function light(hex) {
  return mix(hex, '#ffffff', 0.25);
}
function dark(hex, t = 0.3) {
  return mix(hex, '#000000', t);
}
export const PER_FAMILY = 8;

/** Every demo product, in a fixed order. */
export function demoProducts() {
  const products = [];
  let n = 0;
  for (const family of FAMILIES) {
    for (let i = 0; i < PER_FAMILY; i++) {
      const made = family.make(i);
      const name = NAMES[(n * 5) % NAMES.length];
      const title = `${name} ${made.title}`;
      products.push({
        id: slug(title),
        kind: made.kind ?? family.kind,
        title,
        price: made.price,
        keywords: [...family.keywords, ...(made.extraKeywords ?? [])],
        width: made.width,
        length: made.length,
        height: made.height,
        hexCodes: [...new Set(made.colours.slice(0, 3).map((c) => c.toUpperCase()))],
        colours: made.colours,
        variant: made.variant ?? i,
        index: n,
      });
      n++;
    }
  }
  return products;
}
