import type { Projection } from './studio.scene.js';

/** A point in room cm: x along the back wall, y from the back wall towards the viewer, z up. */
export type P3 = [number, number, number];

/** SVG shapes in room cm, drawn in the picture's projection. */
export interface Painter {
  /** A filled polygon. */
  poly(points: P3[], fill: string, extra?: string): string;
  line(a: P3, b: P3, stroke: string, width: number, extra?: string): string;
  /** Many lines of one colour as one path: librsvg draws an element at a time, and a floor has hundreds of seams. */
  lines(segments: [P3, P3][], stroke: string, width: number, extra?: string): string;
  /** An SVG path through points, closed. */
  path(points: P3[]): string;
}

export const f = (n: number) => n.toFixed(1);

export function painter(p: Projection): Painter {
  const pt = ([x, y, z]: P3) => {
    const { px, py } = p.point(x, y, z);
    return `${f(px)},${f(py)}`;
  };
  const lines: Painter['lines'] = (segments, stroke, width, extra = '') => {
    const d = segments
      .map(([a, b]) => {
        const [p1, p2] = [p.point(...a), p.point(...b)];
        return `M${f(p1.px)} ${f(p1.py)}L${f(p2.px)} ${f(p2.py)}`;
      })
      .join('');
    return d ? `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" ${extra}/>` : '';
  };
  return {
    poly: (points, fill, extra = '') => `<polygon points="${points.map(pt).join(' ')}" fill="${fill}" ${extra}/>`,
    line: (a, b, stroke, width, extra = '') => lines([[a, b]], stroke, width, extra),
    lines,
    path: (points) => `M${points.map(pt).join('L')}Z`,
  };
}
