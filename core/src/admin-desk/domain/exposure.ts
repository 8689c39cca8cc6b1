/** The betting desk's risk figures (the server sums the open slips; these read them). */

/** The most the house loses on a market: the largest liability of its outcomes, or 0 when every outcome leaves it ahead. */
export const marketRisk = (odds: readonly { readonly liability: number }[]): number => Math.max(0, ...odds.map((o) => o.liability));
