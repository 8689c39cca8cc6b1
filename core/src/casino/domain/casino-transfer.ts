import {
  buildCasinoTransferPayload,
  CASH_TO_CASINO_MINIMUM,
  CASINO_TO_CASH_MINIMUM,
  validateCasinoTransfer,
  type CasinoTransferDirection,
  type CasinoTransferPayload,
  type CasinoTransferRefusal,
} from '../../charge/domain/wallet-transfer.js';
import { CHARGE_MESSAGES } from '../../charge/domain/messages.js';
import type { Won } from '../../shared/domain/money.js';
import type { Result } from '../../shared/domain/result.js';

/**
 * The casino wallet's transfer rules (spec 5: cash to the casino wallet not above held cash,
 * from 30,000 won, whole; back to cash not above casino money, from 1 won, whole). One rule in
 * one place: the charge feature keeps it with the other money conversions and the server's
 * POST /emoney/emoney-to-opera and /emoney/opera-to-emoney apply it; the casino screens use it
 * through here, so the lobby never grows a second copy.
 */
export { CASH_TO_CASINO_MINIMUM, CASINO_TO_CASH_MINIMUM, type CasinoTransferDirection, type CasinoTransferPayload };

export const CASINO_TRANSFER_MESSAGES = {
  done: CHARGE_MESSAGES.moneyConversionDone,
  failed: CHARGE_MESSAGES.moneyConversionFailed,
} as const;

export interface CasinoWallet {
  /** Held cash (emoney), won. */
  readonly cash: Won;
  /** The casino wallet (casinoMoney), won. */
  readonly casino: Won;
}

/** The balance a transfer draws from. */
export const casinoTransferSource = (direction: CasinoTransferDirection, wallet: CasinoWallet): Won =>
  direction === 'cash-to-casino' ? wallet.cash : wallet.casino;

/** Checks a typed amount against the wallet; the accepted amount is whole won. */
export function checkCasinoTransfer(
  direction: CasinoTransferDirection,
  amountText: string,
  wallet: CasinoWallet,
): Result<Won, CasinoTransferRefusal> {
  return validateCasinoTransfer({ direction, amountText, emoney: wallet.cash, casinoMoney: wallet.casino });
}

/** The body of the transfer call for an accepted amount (totalEmoney = the source balance seen). */
export const casinoTransferPayload = (
  memberId: number,
  direction: CasinoTransferDirection,
  amount: Won,
  wallet: CasinoWallet,
): CasinoTransferPayload =>
  buildCasinoTransferPayload({ memberId, direction, amount, sourceBalance: casinoTransferSource(direction, wallet) });

/** The wallet after an accepted transfer (what the screen shows until the session refreshes). */
export function walletAfterTransfer(direction: CasinoTransferDirection, amount: Won, wallet: CasinoWallet): CasinoWallet {
  return direction === 'cash-to-casino'
    ? { cash: (wallet.cash - amount) as Won, casino: (wallet.casino + amount) as Won }
    : { cash: (wallet.cash + amount) as Won, casino: (wallet.casino - amount) as Won };
}
