import { produce } from 'immer';
import { domainError, fail, ok } from '../../shared/domain/result.js';
import { BET_SLIP_MESSAGES } from './bet-slip.messages.js';
import { checkBonusFolders, checkBonusInsertion, checkBonusMinOdds, isBonusEntry } from './bonus-rules.js';
import { DEFAULT_BET_SLIP_CHANGE_POLICY, picksDisplacedBy, picksReplacedByChange, type BetSlipChangePolicy } from './fixture-rules.js';
import type { BetSlipChange, BetSlipEntry, BetSlipError, BetSlipGamePath, BetSlipOutcome, BetSlipState } from './bet-slip.types.js';

/** An empty slip: game path europe, auto-change of odds on, revision 0 (spec section 3). */
export function createBetSlip(init: { gamePath?: BetSlipGamePath; autoChangeOdds?: boolean } = {}): BetSlipState {
  return {
    games: [],
    bets: [],
    esbets: [],
    gamePath: init.gamePath ?? 'europe',
    autoChangeOdds: init.autoChangeOdds ?? true,
    status: 0,
  };
}

/** Virtual-sports pages keep their picks in `esbets`; every other page in `bets`. */
export const betSlipActiveListKey = (s: BetSlipState): 'bets' | 'esbets' => (s.gamePath === 'bet365' ? 'esbets' : 'bets');
export const betSlipActiveEntries = (s: BetSlipState): readonly BetSlipEntry[] => s[betSlipActiveListKey(s)];

/** Fixture ids of all picks, first-seen order, no duplicates. */
export function betSlipGamesOf(bets: readonly BetSlipEntry[], esbets: readonly BetSlipEntry[]): number[] {
  return [...new Set([...bets, ...esbets].map((e) => e.fixtureId))];
}

/** Writes a new active list, recomputes `games` and bumps the revision. */
export function withBetSlipActiveList(s: BetSlipState, next: readonly BetSlipEntry[]): BetSlipState {
  const key = betSlipActiveListKey(s);
  return produce(s, (d) => {
    d[key] = next as BetSlipEntry[];
    d.games = betSlipGamesOf(d.bets, d.esbets);
    d.status += 1;
  });
}

const refuse = <T>(state: BetSlipState, error: BetSlipError): BetSlipOutcome<T> => ({ state, result: fail(error) });

/**
 * Adds a pick to the active list (spec section 4):
 * - the same odds id again removes it (a toggle, under the bonus removal rule);
 * - a bonus entry replaces any other bonus and needs its qualifying folders;
 * - otherwise the fixture rules decide which picks it displaces (see `picksDisplacedBy`).
 */
export function addBetToSlip(state: BetSlipState, entry: BetSlipEntry): BetSlipOutcome<BetSlipChange> {
  const list = betSlipActiveEntries(state);
  if (list.some((e) => e.id === entry.id)) return removeBetFromSlip(state, entry.id);
  if (isBonusEntry(entry)) return insertBonus(state, entry);
  const tooLow = checkBonusMinOdds(list, entry, 'add');
  if (tooLow) return refuse(state, tooLow);
  return place(state, entry, picksDisplacedBy(list, entry, state.gamePath === 'inplay'));
}

/** Removes the pick with this odds id; its game goes with it when it was the fixture's last pick. */
export function removeBetFromSlip(state: BetSlipState, oddsId: number): BetSlipOutcome<BetSlipChange> {
  const list = betSlipActiveEntries(state);
  if (!list.some((e) => e.id === oddsId)) return refuse(state, domainError('betNotFound', BET_SLIP_MESSAGES.betNotFound));
  const next = list.filter((e) => e.id !== oddsId);
  const shortage = checkBonusFolders(next);
  if (shortage) return refuse(state, shortage);
  return { state: withBetSlipActiveList(state, next), result: ok({ added: null, removed: [oddsId] }) };
}

/**
 * Replaces the pick(s) on the same fixture with `entry` (or, under 'sameFixtureAndMarket',
 * only the pick of the same market). With nothing to replace the pick is placed as by add.
 */
export function changeBetInSlip(
  state: BetSlipState,
  entry: BetSlipEntry,
  policy: BetSlipChangePolicy = DEFAULT_BET_SLIP_CHANGE_POLICY,
): BetSlipOutcome<BetSlipChange> {
  const list = betSlipActiveEntries(state);
  if (isBonusEntry(entry)) return insertBonus(state, entry);
  const tooLow = checkBonusMinOdds(list, entry, 'change');
  if (tooLow) return refuse(state, tooLow);
  const replaced = picksReplacedByChange(list, entry, policy);
  const displaced = replaced.length > 0 ? replaced : picksDisplacedBy(list, entry, state.gamePath === 'inplay');
  // The same odds id is never kept twice, whatever the policy matched.
  const sameId = list.filter((e) => e.id === entry.id && !displaced.includes(e));
  return place(state, entry, [...displaced, ...sameId]);
}

function place(state: BetSlipState, entry: BetSlipEntry, displaced: readonly BetSlipEntry[]): BetSlipOutcome<BetSlipChange> {
  const next = [...betSlipActiveEntries(state).filter((e) => !displaced.includes(e)), entry];
  const shortage = checkBonusFolders(next);
  if (shortage) return refuse(state, shortage);
  return {
    state: withBetSlipActiveList(state, next),
    result: ok({ added: entry.id, removed: displaced.map((e) => e.id).filter((id) => id !== entry.id) }),
  };
}

function insertBonus(state: BetSlipState, bonus: BetSlipEntry): BetSlipOutcome<BetSlipChange> {
  const list = betSlipActiveEntries(state);
  const others = list.filter((e) => !isBonusEntry(e));
  const blocked = checkBonusInsertion(others, bonus);
  if (blocked) return refuse(state, blocked);
  const previous = list
    .filter(isBonusEntry)
    .map((e) => e.id)
    .filter((id) => id !== bonus.id);
  return { state: withBetSlipActiveList(state, [...others, bonus]), result: ok({ added: bonus.id, removed: previous }) };
}
