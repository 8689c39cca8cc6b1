// A transfer's input: its legs and key, the checks it must pass, its idempotency fingerprint and its owner.
import { createHash } from 'node:crypto';
import { currencyOf, isMemberRef, refKey, type AccountRef } from './accounts.js';

/** One movement of `amount` (> 0) from one account to another of the same currency. */
export interface TransferLeg {
  readonly from: AccountRef;
  readonly to: AccountRef;
  readonly amount: number;
}

export interface TransferInput {
  /** Unique per movement, e.g. 'charge:17:approve'. A retry with the same key has no second effect. */
  readonly key: string;
  /** What kind of movement, for history and reports, e.g. 'deposit', 'bet.stake', 'convert.usd-to-cash'. */
  readonly kind: string;
  readonly memo?: string;
  /** The member the movement belongs to (defaults to the only member among the legs). */
  readonly memberId?: number | null;
  readonly legs: readonly TransferLeg[];
  /**
   * When it happened (epoch ms, the server's clock); default the database's now(). Callers on a
   * clock other than real time (tests on the noon clock) pass it, so the statement and the reality
   * check, which window movements by the clock, see them at the same time as everything else.
   */
  readonly at?: number;
}

/** Refuses a malformed transfer (a programming error, not a member's input): thrown, nothing written. */
export function assertLegs(input: TransferInput): void {
  if (!input.key || input.key.length > 200) throw new RangeError('ledger transfer needs a key of 1..200 characters');
  if (input.legs.length === 0) throw new RangeError('ledger transfer needs at least one leg');
  for (const leg of input.legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0)
      throw new RangeError(`ledger amount must be a positive safe integer, got ${leg.amount}`);
    if (currencyOf(leg.from) !== currencyOf(leg.to))
      throw new RangeError(`ledger leg ${refKey(leg.from)} -> ${refKey(leg.to)} mixes currencies`);
    if (refKey(leg.from) === refKey(leg.to)) throw new RangeError(`ledger leg moves money from ${refKey(leg.from)} to itself`);
  }
}

/** What a key's movement was: a retry with the same key must carry the same fingerprint. */
export function fingerprintOf(input: TransferInput): string {
  const legs = input.legs.map((l) => `${refKey(l.from)}>${refKey(l.to)}:${l.amount}`).join('|');
  return createHash('sha256').update(`${input.kind}#${legs}`).digest('hex');
}

/** The member a movement belongs to: the one named, else the only member among the legs. */
export function ownerOf(input: TransferInput): number | null {
  if (input.memberId !== undefined) return input.memberId;
  const members = new Set<number>();
  for (const leg of input.legs) for (const ref of [leg.from, leg.to]) if (isMemberRef(ref)) members.add(ref.member);
  return members.size === 1 ? [...members][0]! : null;
}
