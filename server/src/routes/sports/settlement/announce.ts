import type { LivePublisher } from '../../../live/live-publisher.js';
import type { SettledSlip } from './settle-slips.js';
import { SETTLEMENT_NAME } from './slip-flags.js';

/** Tells each member, on their 'bet' stream, that a slip of theirs was settled. */
export async function announceSettled(publisher: LivePublisher, settled: readonly SettledSlip[]): Promise<void> {
  for (const s of settled) {
    await publisher.publish(
      'bet',
      'settled',
      {
        slipId: s.slipId,
        settlement_flag: s.settlementFlag,
        settlement_name: SETTLEMENT_NAME[s.settlementFlag] ?? '',
        win_amount: s.winAmount,
      },
      s.memberId,
    );
  }
}
