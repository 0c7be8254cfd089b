import { describe, expect, it } from 'vitest';
import { kindMount, productKind } from './product-kinds.js';

const kindOf = (title: string, keywords: string[] = ['x']) => productKind({ title, keywords });

describe('productKind', () => {
  it('reads the most specific word of the title first', () => {
    expect(kindOf('Brass Ceramic Table Lamp with Oat Shade')).toBe('lamp');
    expect(kindOf('Oslo Cotton Bath Rug')).toBe('rug');
    expect(kindOf('Oak Slatted Shower Bench')).toBe('bench');
    expect(kindOf('Walnut Spindle Dining Chair')).toBe('dining-chair');
    expect(kindOf('Sage Wingback Armchair')).toBe('armchair');
    expect(kindOf('Oslo Linen Loveseat')).toBe('sofa');
    expect(kindOf('Oak Round Pedestal Dining Table')).toBe('table');
    expect(kindOf('Plush Latex Mattress')).toBe('mattress');
    expect(kindOf('Oak Platform Bed Frame')).toBe('bed');
  });

  it('tells the bathroom pieces apart: a vanity, its mirror and light, a toilet, a bath tub, a bath bench and mat', () => {
    expect(kindOf('Oak Floating Double Vanity with Basins')).toBe('vanity');
    expect(kindOf('Brass Arched Vanity Mirror')).toBe('bath-fixture');
    expect(kindOf('Brass Globe Vanity Light')).toBe('light');
    expect(kindOf('Nickel Two-Arm Wall Sconce')).toBe('light');
    expect(kindOf('Opal Glass Pendant Lamp')).toBe('light');
    expect(kindOf('Oslo Close-Coupled Toilet')).toBe('toilet');
    expect(kindOf('Oslo Freestanding Soaking Tub')).toBe('bathtub');
    expect(kindOf('Oslo Clawfoot Bathtub')).toBe('bathtub');
    expect(kindOf('Teak Bath Bench')).toBe('bench');
    expect(kindOf('Sage Cotton Bath Rug')).toBe('rug');
    for (const kind of ['vanity', 'toilet', 'bathtub'] as const) expect(kindMount(kind)).toBe('floor');
    expect(kindMount('light')).toBe('accessory');
  });

  it('falls back to the category keywords, then to decor', () => {
    expect(kindOf('The Nara', ['Sleep', 'duvet', 'comfort'])).toBe('bedding');
    expect(kindOf('Something', ['misc'])).toBe('decor');
  });

  it('marks what does not stand on the floor as an accessory and rugs as a floor layer', () => {
    const accessories = [
      'Quiet Sage Matte Interior Paint, 1 Gallon',
      'Oslo Linen Duvet Cover',
      'Oat Velvet Throw Pillow',
      'Teal Waffle Towel Set',
      'Sky Linen Napkins, Set of 4',
      'Cobalt Zellige Tile, 10 sq ft',
      'Brass Rain Showerhead',
    ];
    for (const title of accessories) expect(kindMount(kindOf(title)), title).toBe('accessory');
    expect(kindMount(kindOf('Oslo Jute Blend Rug'))).toBe('rug');
    expect(kindMount(kindOf('Oslo Linen Sofa'))).toBe('floor');
    expect(kindMount(kindOf('Brass Floor Lamp with Oat Shade'))).toBe('floor');
  });
});
