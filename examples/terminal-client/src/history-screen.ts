import { formatOdds, withThousands } from '@bet/core/shared';
import type { BetHistoryViewModel } from '@bet/core/history';
import { betNameLabel, marketLabel } from '@bet/core/labels';
import { TERMINAL_TEXTS as T } from './messages.js';
import { firstState, type Print } from './terminal-io.js';

/**
 * The member's sports bet history (/bet_result/sports) printed once (the feed's market and pick
 * names in Korean by core's labels, as the site's screen shows them): a view model opened for the
 * page, read when its load is in, then disposed, as the site's screen does when the member leaves.
 */
export async function printHistory(open: () => BetHistoryViewModel, print: Print): Promise<void> {
  const history = open();
  try {
    history.open('sports');
    const view = await firstState(history.state$, (v) => !v.loading);
    if (!view) return print(T.timeout);
    if (view.alert !== null) return print(view.alert);
    print(T.historyHeading);
    if (view.slips.length === 0) print(T.historyEmpty);
    for (const slip of view.slips) {
      print(
        T.historySlip(
          slip.id,
          slip.placedAt,
          withThousands(slip.stake),
          formatOdds(slip.odds),
          withThousands(slip.expectedPayout),
          slip.settlementLabel,
        ),
      );
      for (const leg of slip.legs) {
        print(
          `    ${leg.league} · ${leg.home} vs ${leg.away} · ${marketLabel(leg.market)} · ${betNameLabel(leg.pick)} ${formatOdds(leg.price)} · ${leg.outcomeLabel}`,
        );
      }
    }
  } finally {
    history.dispose();
  }
}
