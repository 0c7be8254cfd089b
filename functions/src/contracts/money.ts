const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,299.00' from dollars, the one way prices are written (web screens and generated descriptions); not a number: '$0.00'. */
export function formatUsd(dollars: number): string {
  return usd.format(Number.isFinite(dollars) ? dollars : 0);
}
