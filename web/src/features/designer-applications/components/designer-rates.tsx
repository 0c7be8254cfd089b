import { DESIGNER_RATES } from '@contracts/membership-tiers';

/** '$15' for whole dollars, '$15.50' otherwise. */
const dollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);

/** What a designer earns for each piece of work, from the one rate table (contracts/membership-tiers.ts). */
export function designerRateLines(): [string, string][] {
  const calls = Object.entries(DESIGNER_RATES.consultation)
    .map(([minutes, cents]) => [Number(minutes), cents] as const)
    .sort((a, b) => a[0] - b[0]);
  return [
    ['A board review', dollars(DESIGNER_RATES.review)],
    ...calls.map(([minutes, cents]): [string, string] => [`A ${minutes}-minute consultation`, dollars(cents)]),
    ['A design project', dollars(DESIGNER_RATES.project)],
  ];
}

export function DesignerRates({ className }: { className?: string }) {
  return (
    <table className={className} aria-label="Designer rates">
      <tbody>
        {designerRateLines().map(([work, rate]) => (
          <tr key={work}>
            <th scope="row">{work}</th>
            <td>{rate}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
