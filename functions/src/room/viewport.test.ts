import { describe, expect, it } from 'vitest';
import { cm, px, roomPoint } from './units.js';
import { fitViewport, toRoom, toScreen } from './viewport.js';

describe('viewport', () => {
  const square = { width: cm(200), length: cm(200) };

  it('fits a square room into the 500 px canvas with its margin', () => {
    const viewport = fitViewport(square, px(500), px(600), px(30));
    expect(viewport.scale).toBeCloseTo(2.2);
    expect(viewport.height).toBe(500);
  });

  it('fits a long room by its length and centres it across', () => {
    const long = { width: cm(100), length: cm(400) };
    const viewport = fitViewport(long, px(300), px(360), px(30));
    expect(viewport.scale).toBeCloseTo(0.75);
    expect(toScreen(viewport, long, roomPoint(0, 0))).toEqual({ x: 112.5, y: 30 });
  });

  it('maps screen pixels back to room centimetres', () => {
    const viewport = fitViewport(square, px(300), px(360), px(30));
    const back = toRoom(viewport, square, toScreen(viewport, square, roomPoint(120, 45)));
    expect(back.x).toBeCloseTo(120);
    expect(back.y).toBeCloseTo(45);
  });
});
