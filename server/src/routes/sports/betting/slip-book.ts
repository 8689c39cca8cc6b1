import type { LivePublisher } from '../../../live/live-publisher.js';
import type { SlipBookPort } from '../../../ports/slip-book.js';
import type { Db } from '../../../db/db.js';
import type { CashWallet } from '../../../ledger/cash-wallet.js';
import { announceSettled } from '../settlement/announce.js';
import { LEG_WIN_FLAG } from '../settlement/leg-outcome.js';
import { settleSlips } from '../settlement/settle-slips.js';
import { limitsFor } from './limits-store.js';
import { MAX_BET_SETTING_SQL, maxBetBoundaryFrom } from './max-bet-setting.js';
import { writeSlip } from './slip-writer.js';

/**
 * The sports module's slips as the slip-book port (src/ports/slip-book.ts) the round games use:
 * the same writer, limits, settlement and announcements as sports bets.
 */
export function createSlipBook(deps: { readonly db: Db; readonly wallet: CashWallet; readonly publisher: LivePublisher }): SlipBookPort {
  return {
    limitsFor: (sql, gameType, role) => limitsFor(sql, gameType, role),
    maxBetSetting: { sql: MAX_BET_SETTING_SQL, boundaryOf: maxBetBoundaryFrom },
    legFlags: { won: LEG_WIN_FLAG.won, lost: LEG_WIN_FLAG.lost, void: LEG_WIN_FLAG.void },
    write: (tx, draft) => writeSlip(tx, deps.wallet, draft),
    settle: (slipIds, now) => settleSlips(deps.db, deps.wallet, slipIds, now),
    announce: (settled) => announceSettled(deps.publisher, settled),
  };
}
