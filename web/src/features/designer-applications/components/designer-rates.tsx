import { DESIGNER_RATES, type DesignerRates as Rates } from '@contracts/membership-tiers';
import { useDesignerRates } from '../api/designer-applications';

/** '$15' for whole dollars, '$15.50' otherwise. */
const dollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);

/** What a designer earns for each piece of work. */
function designerRateLines(rates: Rates): [string, string][] {
  const calls = Object.entries(rates.consultation)
    .map(([minutes, cents]) => [Number(minutes), cents] as const)
    .sort((a, b) => a[0] - b[0]);
  return [
    ['A board review', dollars(rates.review)],
    ...calls.map(([minutes, cents]): [string, string] => [`A ${minutes}-minute consultation`, dollars(cents)]),
    ['A design project', dollars(rates.project)],
  ];
}

/**
 * The rates in force (GET /api/designer-rates: the table's, or the operator's), the one table
 * (contracts/membership-tiers.ts) until they arrive or when they cannot be read.
 */
export function DesignerRates({ className }: { className?: string }) {
  const inForce = useDesignerRates();
  return (
    <table className={className} aria-label="Designer rates">
      <tbody>
        {designerRateLines(inForce.data ?? DESIGNER_RATES).map(([work, rate]) => (
          <tr key={work}>
            <th scope="row">{work}</th>
            <td>{rate}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
