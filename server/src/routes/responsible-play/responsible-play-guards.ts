import {
  checkNotExcluded,
  exclusionInForce,
  checkLimit,
  type LimitKind,
  type LimitSetting,
  RESPONSIBLE_PLAY_MESSAGES as M,
  type GuardedAction,
} from '@bet/core/responsible-play';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { lockMember } from '../money-kit.js';
import type { Runner } from './responsible-play-store.js';
import { readGuardState, type GuardState } from './responsible-play-usage.js';

/*
 * The responsible-play guards (issue 13, made exact under concurrency by issue 29): every money
 * path calls one INSIDE its own transaction, before it moves money, and every guard goes through
 * `serialisedGuard`: the member's lock first (money-kit's lockMember, the lock every money
 * request and every limit change of the member takes), then the limits and sums read in a
 * statement of their own. Concurrent stakes or deposits of one member therefore run one after
 * another and each sees everything the previous ones committed, whatever time they stamped.
 */

export interface Guarded {
  readonly memberId: number;
  /** Whole won about to move. */
  readonly amount: number;
  readonly now: number;
}

const refusedBy = (r: { ok: false; error: { kind: string; message: string } }) => refuse(r.error.kind, r.error.message);

/**
 * The one entry of every guard: takes the member's lock (THE per-member serialisation: only this
 * member's other money requests wait), then reads the limits, exclusions and the sums of `kinds`
 * that have a limit, and refuses during an exclusion. Every stake (pre-match, in-play, virtual,
 * mini-game, casino and slot round bets, the game-wallet transfer) and every deposit comes here.
 */
async function serialisedGuard(
  tx: Runner,
  g: { readonly memberId: number; readonly now: number },
  action: GuardedAction,
  kinds: readonly LimitKind[],
): Promise<Outcome<GuardState>> {
  await lockMember(tx, g.memberId);
  const state = await readGuardState(tx, g.memberId, g.now, kinds);
  const checked = checkNotExcluded(exclusionInForce(state.exclusions, g.now), action, g.now);
  return checked.ok ? done(state) : refusedBy(checked);
}

/** Each of `kinds` with a limit in force: would `amount` more cross it? The first crossing refuses. */
function withinLimits(state: GuardState, kinds: readonly LimitKind[], amount: number): Outcome<void> {
  for (const kind of kinds) {
    const used = state.used[kind];
    if (used === undefined) continue; // no limit of this kind
    const checked = checkLimit(state.limits, kind, used, amount);
    if (!checked.ok) return refusedBy(checked);
  }
  return done(undefined);
}

const hasLimit = (limits: readonly LimitSetting[], kind: LimitKind): boolean => limits.some((s) => s.kind === kind && s.amount !== null);

/** A stake risks its whole amount: it counts against the wager and the net-loss limits. */
const STAKE_KINDS: readonly LimitKind[] = ['wager', 'loss'];

/**
 * A bet of `amount` (sports, in-play, virtual, mini-game, and a casino or slot round's bet): no
 * exclusion in force, and within the wager and net-loss limits.
 */
export async function guardStake(tx: Runner, g: Guarded): Promise<Outcome<void>> {
  const state = await serialisedGuard(tx, g, 'bet', STAKE_KINDS);
  return state.ok ? withinLimits(state.value, STAKE_KINDS, g.amount) : state;
}

/**
 * Cash into the casino/slot game wallet: refused during an exclusion; the money can only be
 * staked there, so it must also fit the wager and net-loss room left (named default; the
 * casino round's bets are checked again when the provider calls back).
 */
export async function guardGameWalletTransfer(tx: Runner, g: Guarded): Promise<Outcome<void>> {
  const state = await serialisedGuard(tx, g, 'transfer', STAKE_KINDS);
  return state.ok ? withinLimits(state.value, STAKE_KINDS, g.amount) : state;
}

/** A won deposit request: no exclusion in force, within the deposit limits (waiting and approved requests count). */
export async function guardDeposit(tx: Runner, g: Guarded): Promise<Outcome<void>> {
  const state = await serialisedGuard(tx, g, 'deposit', ['deposit']);
  return state.ok ? withinLimits(state.value, ['deposit'], g.amount) : state;
}

/**
 * A USDT deposit request: refused during an exclusion, and while any deposit limit is in force
 * (named default: its won value is known only when the chain confirms it, too late to refuse).
 */
export async function guardUsdDeposit(tx: Runner, a: { readonly memberId: number; readonly now: number }): Promise<Outcome<void>> {
  const state = await serialisedGuard(tx, a, 'deposit', []);
  if (!state.ok) return state;
  return hasLimit(state.value.limits, 'deposit') ? refuse('limitExceeded', M.usdDepositUnderLimit) : done(undefined);
}
