import type { ProductKind } from '@contracts/product-kinds';
import type { SymbolColours } from './plan-colours';

interface PlanSymbolProps {
  kind: ProductKind | undefined;
  /** The footprint in cm: width along the item's x, length along its y (its front is +y). */
  width: number;
  length: number;
  colours: SymbolColours;
  /** One screen pixel in cm, for hairlines. */
  hairline: number;
}

/**
 * A top-down plan symbol drawn in the item's own frame (centred, front towards +y), at its real footprint: a bed with
 * its headboard and pillows, a sofa with its back, arms and cushions, a table, a chair, a lamp, a rug with its fringe.
 */
export function PlanSymbol({ kind, width: w, length: l, colours, hairline }: PlanSymbolProps) {
  const x0 = -w / 2;
  const y0 = -l / 2;
  const line = { stroke: colours.line, strokeWidth: hairline * 1.2, vectorEffect: 'non-scaling-stroke' as const };
  const body = { fill: colours.fill, ...line };
  const detail = { fill: colours.detail, ...line };
  const r = Math.min(w, l) * 0.06;

  switch (kind) {
    case 'bed':
    case 'mattress': {
      const head = kind === 'bed' ? Math.min(12, l * 0.08) : 0;
      const pillowW = (w - 30) / 2;
      return (
        <g data-symbol={kind}>
          <rect x={x0} y={y0} width={w} height={l} rx={r} {...body} />
          {head ? <rect x={x0} y={y0} width={w} height={head} rx={head / 3} fill={colours.line} stroke="none" /> : null}
          {pillowW > 8 ? (
            <>
              <rect x={x0 + 10} y={y0 + head + 6} width={pillowW} height={Math.min(40, l * 0.16)} rx={6} {...detail} />
              <rect x={x0 + 20 + pillowW} y={y0 + head + 6} width={pillowW} height={Math.min(40, l * 0.16)} rx={6} {...detail} />
            </>
          ) : null}
          {/* The duvet's turned-down edge. */}
          <path d={`M${x0} ${y0 + l * 0.34} H${x0 + w}`} fill="none" {...line} />
        </g>
      );
    }
    case 'sofa':
    case 'armchair': {
      const back = Math.min(22, l * 0.24);
      const arm = Math.min(20, w * 0.12);
      const seats = kind === 'sofa' ? Math.max(1, Math.min(4, Math.round((w - 2 * arm) / 70))) : 1;
      const seatW = (w - 2 * arm) / seats;
      return (
        <g data-symbol={kind}>
          <rect x={x0} y={y0} width={w} height={l} rx={r * 1.5} {...body} />
          <rect x={x0} y={y0} width={w} height={back} rx={back / 3} {...detail} />
          <rect x={x0} y={y0} width={arm} height={l} rx={arm / 3} {...detail} />
          <rect x={x0 + w - arm} y={y0} width={arm} height={l} rx={arm / 3} {...detail} />
          {Array.from({ length: seats - 1 }, (_, i) => (
            <path key={i} d={`M${x0 + arm + seatW * (i + 1)} ${y0 + back} V${y0 + l - 4}`} fill="none" {...line} />
          ))}
        </g>
      );
    }
    case 'table': {
      const round = Math.abs(w - l) < 5;
      return (
        <g data-symbol={kind}>
          {round ? <ellipse rx={w / 2} ry={l / 2} {...body} /> : <rect x={x0} y={y0} width={w} height={l} rx={r} {...body} />}
          {round ? (
            <ellipse rx={w / 2 - 6} ry={l / 2 - 6} fill="none" {...line} />
          ) : (
            <rect x={x0 + 6} y={y0 + 6} width={Math.max(0, w - 12)} height={Math.max(0, l - 12)} rx={r} fill="none" {...line} />
          )}
        </g>
      );
    }
    case 'dining-chair':
      return (
        <g data-symbol={kind}>
          <rect x={x0 + w * 0.06} y={y0 + l * 0.18} width={w * 0.88} height={l * 0.82} rx={r * 2} {...body} />
          <rect x={x0} y={y0} width={w} height={l * 0.2} rx={l * 0.08} {...detail} />
        </g>
      );
    case 'stool':
    case 'lamp':
    case 'plant': {
      const rx = w / 2;
      const ry = l / 2;
      return (
        <g data-symbol={kind}>
          <ellipse rx={rx} ry={ry} {...body} />
          {kind === 'lamp' ? (
            <>
              <ellipse rx={rx * 0.45} ry={ry * 0.45} {...detail} />
              <path d={`M${-rx} 0 H${rx} M0 ${-ry} V${ry}`} fill="none" {...line} strokeDasharray="2 2" />
            </>
          ) : null}
          {kind === 'plant'
            ? [0, 60, 120].map((angle) => <ellipse key={angle} rx={rx * 0.85} ry={ry * 0.3} transform={`rotate(${angle})`} {...detail} />)
            : null}
        </g>
      );
    }
    case 'rug': {
      const fringe = Math.min(6, l * 0.04);
      const count = Math.max(3, Math.floor(w / 8));
      const strands = Array.from({ length: count }, (_, i) => x0 + (w * (i + 0.5)) / count);
      return (
        <g data-symbol={kind}>
          <rect x={x0} y={y0 + fringe} width={w} height={l - 2 * fringe} {...body} />
          <rect
            x={x0 + Math.min(10, w * 0.08)}
            y={y0 + fringe + Math.min(10, l * 0.08)}
            width={Math.max(0, w - 2 * Math.min(10, w * 0.08))}
            height={Math.max(0, l - 2 * fringe - 2 * Math.min(10, l * 0.08))}
            fill="none"
            {...line}
          />
          <path d={strands.map((x) => `M${x} ${y0} V${y0 + fringe} M${x} ${y0 + l - fringe} V${y0 + l}`).join(' ')} fill="none" {...line} />
        </g>
      );
    }
    case 'bench': {
      const slats = Math.max(2, Math.min(6, Math.round(l / 12)));
      return (
        <g data-symbol={kind}>
          <rect x={x0} y={y0} width={w} height={l} rx={r} {...body} />
          {Array.from({ length: slats - 1 }, (_, i) => (
            <path key={i} d={`M${x0 + 3} ${y0 + (l * (i + 1)) / slats} H${x0 + w - 3}`} fill="none" {...line} />
          ))}
        </g>
      );
    }
    case 'storage': {
      const doors = Math.max(1, Math.min(4, Math.round(w / 50)));
      return (
        <g data-symbol={kind}>
          <rect x={x0} y={y0} width={w} height={l} rx={Math.min(r, 3)} {...body} />
          {/* The front edge, where drawers and doors open. */}
          <rect x={x0} y={y0 + l - Math.min(6, l * 0.14)} width={w} height={Math.min(6, l * 0.14)} {...detail} />
          {Array.from({ length: doors - 1 }, (_, i) => (
            <path key={i} d={`M${x0 + (w * (i + 1)) / doors} ${y0} V${y0 + l}`} fill="none" {...line} />
          ))}
        </g>
      );
    }
    case 'cart':
      return (
        <g data-symbol={kind}>
          <rect x={x0} y={y0} width={w} height={l} rx={r} {...body} />
          {[
            [x0 + 5, y0 + 5],
            [x0 + w - 5, y0 + 5],
            [x0 + 5, y0 + l - 5],
            [x0 + w - 5, y0 + l - 5],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={Math.min(3, w / 10)} {...detail} />
          ))}
        </g>
      );
    default:
      return (
        <g data-symbol={kind ?? 'item'}>
          <rect x={x0} y={y0} width={w} height={l} rx={r} {...body} />
        </g>
      );
  }
}
