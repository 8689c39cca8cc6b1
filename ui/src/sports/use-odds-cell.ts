import { useCallback, useSyncExternalStore } from 'react';
import type { SportsLivePrices, SportsOddsCellView } from '@bet/core/sports';

/**
 * The live cell of one odds id: subscribes to that key of the list's `prices` only, so a price
 * change re-renders this cell and nothing else (core tells at most once per animation frame).
 */
export function useOddsCell(prices: SportsLivePrices, oddsId: number): SportsOddsCellView | undefined {
  const subscribe = useCallback((onChange: () => void) => prices.subscribe(oddsId, onChange), [prices, oddsId]);
  const read = useCallback(() => prices.get(oddsId), [prices, oddsId]);
  return useSyncExternalStore(subscribe, read, read);
}
