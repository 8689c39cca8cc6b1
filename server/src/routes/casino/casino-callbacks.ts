import { CASINO_MESSAGES as M } from '@bet/core/casino';
import type { CasinoCallbackWireDto } from '@bet/core/api';
import type { Db, Sql } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { houseAccount, memberAccount } from '../../ledger/accounts.js';
import { memberBalances } from '../../ledger/balances.js';
import { transfer } from '../../ledger/transfer.js';
import { lockMember } from '../money-kit.js';
import { latestSessionLimitRefusal } from '../reality-check/reality-check-use-cases.js';
import { guardStake } from '../responsible-play/responsible-play-guards.js';
import { insertCasinoHistoryRow } from './casino-history-store.js';
import { jackpotContributionLegs } from './jackpot-pool.js';
import type { CasinoGame, CasinoLobby } from './casino-provider.port.js';
import { verifyCallback, type CasinoSecret } from './casino-signature.js';
import {
  addToCasinoRound,
  endCasinoRound,
  findCasinoTransaction,
  gameAccountOfUid,
  insertCasinoRound,
  insertCasinoTransaction,
  lockCasinoRound,
} from './casino-store.js';

/**
 * The game provider's wallet callbacks (seamless on the casino wallet): `balance` reads it,
 * `bet` takes from it, `win` pays into it, each through the ledger (member casino <-> house
 * casino) in one transaction with the callback's row. Idempotent by transaction id: a repeated
 * callback answers the balance again and moves nothing; the same id with another content is
 * refused. A bet above the wallet is refused and nothing is written (the ledger checks first).
 */
export type CasinoCallback = Omit<CasinoCallbackWireDto, 'signature'>;
export interface CallbackAnswer {
  readonly balance: number;
  readonly duplicate: boolean;
}

export interface CallbackContext {
  readonly now: number;
  readonly lobby: CasinoLobby;
}

export type CallbackRefusal =
  | 'badSignature'
  | 'notFound'
  | 'invalidInput'
  | 'duplicate'
  | 'alreadyProcessed'
  | 'otherMember'
  | 'insufficientFunds'
  | 'excluded'
  | 'limitExceeded'
  | 'sessionLimitReached';

/** Checks the provider's signature, then applies the callback in its own transaction. */
export async function receiveCasinoCallback(
  db: Db,
  secret: CasinoSecret,
  signed: CasinoCallbackWireDto,
  ctx: CallbackContext,
): Promise<Outcome<CallbackAnswer, CallbackRefusal>> {
  if (!verifyCallback(secret, signed)) return refuse('badSignature', M.badSignature);
  const { signature: _s, ...callback } = signed;
  // Every refusal below comes before the first write, so committing a refused callback is harmless.
  return db.transaction((tx) => applyCasinoCallback(tx, callback, ctx));
}

const balanceOf = async (tx: Sql, memberId: number): Promise<number> => (await memberBalances(tx, memberId)).casino;

export async function applyCasinoCallback(
  tx: Sql,
  cb: CasinoCallback,
  ctx: CallbackContext,
): Promise<Outcome<CallbackAnswer, CallbackRefusal>> {
  const account = await gameAccountOfUid(tx, cb.uid);
  if (!account) return refuse('notFound', M.accountMissing);
  await lockMember(tx, account.memberId);
  if (cb.type === 'balance') return done({ balance: await balanceOf(tx, account.memberId), duplicate: false });
  const { transactionId, roundId, amount } = cb;
  if (transactionId === undefined || roundId === undefined || amount === undefined) return refuse('invalidInput', M.roundMissing);

  const seen = await findCasinoTransaction(tx, transactionId);
  if (seen) {
    const same = seen.kind === cb.type && seen.amount === amount && seen.roundId === roundId && seen.memberId === account.memberId;
    return same ? done({ balance: await balanceOf(tx, account.memberId), duplicate: true }) : refuse('duplicate', M.transactionMismatch);
  }

  const round = await lockCasinoRound(tx, roundId);
  if (round && round.memberId !== account.memberId) return refuse('otherMember', M.roundMissing);
  if (round?.ended) return refuse('alreadyProcessed', M.roundClosed);
  const game = cb.gameId === undefined ? undefined : ctx.lobby.games.find((g) => g.id === cb.gameId);
  if (!round && (cb.type === 'win' || !game)) return refuse('notFound', cb.type === 'win' ? M.roundMissing : M.gameMissing);

  const memberId = account.memberId;
  if (cb.type === 'bet') {
    // Reality checks (issue 13): a game window left open keeps calling; past the member's session
    // limit (counted from the most recent login) its bets are refused, before any write.
    const limited = await latestSessionLimitRefusal(tx, { memberId, now: ctx.now });
    if (limited) return refuse(limited.kind, limited.message);
    // Responsible play (issue 13): a round's bet is a stake like any other (exclusion, wager and loss limits).
    const guarded = await guardStake(tx, { memberId, amount, now: ctx.now });
    if (!guarded.ok) return refuse(guarded.kind as 'excluded' | 'limitExceeded', guarded.message);
  }
  if (amount > 0) {
    // A bet also feeds the progressive jackpot: its share moves on from the house's casino
    // account to the pool in the same balanced transfer (jackpot-pool.ts).
    const legs =
      cb.type === 'bet'
        ? [{ from: memberAccount(memberId, 'casino'), to: houseAccount('casino', 'KRW'), amount }, ...jackpotContributionLegs(amount)]
        : [{ from: houseAccount('casino', 'KRW'), to: memberAccount(memberId, 'casino'), amount }];
    const moved = await transfer(tx, { key: `casino:${transactionId}`, kind: `casino.${cb.type}`, memberId, legs });
    if (!moved.ok) return refuse('insufficientFunds', M.insufficientCasinoMoney);
  }
  const at = new Date(ctx.now);
  if (!round)
    await insertCasinoRound(tx, {
      roundId,
      memberId,
      gameId: game!.id,
      gameName: game!.name,
      provider: game!.provider,
      category: game!.category,
      at,
    });
  await addToCasinoRound(tx, roundId, cb.type, amount);
  const balance = await balanceOf(tx, memberId);
  await insertCasinoTransaction(tx, { transactionId, roundId, memberId, kind: cb.type, amount, balanceAfter: balance, at });
  if (cb.roundEnded) await closeCasinoRound(tx, roundId, ctx.lobby, at);
  return done({ balance, duplicate: false });
}

/**
 * Ends a round: the member's history row (bet_slips game type 5, with the casino wallet now) and
 * the round's end, after which it refuses callbacks. Called by the provider's last callback, or by
 * the idle-round sweep (casino-round-sweep.ts) when that callback never came.
 */
export async function closeCasinoRound(tx: Sql, roundId: string, lobby: CasinoLobby, at: Date): Promise<void> {
  const ended = (await lockCasinoRound(tx, roundId))!;
  const balance = await balanceOf(tx, ended.memberId);
  const providerName = lobby.providers.find((p) => p.code === ended.provider)?.name ?? ended.provider;
  const slipId = await insertCasinoHistoryRow(tx, ended, { providerName, casinoBalance: balance, at });
  await endCasinoRound(tx, roundId, slipId, at);
}

export const gameOf = (lobby: CasinoLobby, gameId: string): CasinoGame | undefined => lobby.games.find((g) => g.id === gameId);
