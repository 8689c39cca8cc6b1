import fc from 'fast-check';
import { odds } from '../../shared/domain/odds.js';
import { addBetToSlip, betSlipActiveEntries, changeBetInSlip, createBetSlip, removeBetFromSlip } from './bet-slip.js';
import { applyBetSlipOddsChange, clearBetSlip, setBetSlipGamePath, toggleBetSlipAutoChange } from './bet-slip.events.js';
import { BONUS_MIN_ODDS } from './bet-slip.constants.js';
import { bonusQualifyingFolderCount, isBonusEntry } from './bonus-rules.js';
import { betSlipCategory, isCombinationAllowed, type BetSlipChangePolicy } from './fixture-rules.js';
import type { BetSlipEntry, BetSlipGamePath, BetSlipOutcome, BetSlipState } from './bet-slip.types.js';
import { bonusEntry, slipEntry } from '../testing/bet-slip-fixtures.js';

/** The model: which odds ids the slip holds, mirrored after every command. */
interface Model {
  ids: number[];
}
interface Real {
  state: BetSlipState;
}

// Fixture 1 football (never combined), 2 basketball (combined everywhere), 3 baseball (prematch only).
const FIXTURE_SPORT: Record<number, number> = { 1: 6046, 2: 48242, 3: 154914 };
const MARKETS = ['1X2', 'Handicap', 'Under/Over'];

const pickArb: fc.Arbitrary<BetSlipEntry> = fc
  .record({
    fixture: fc.constantFrom(1, 2, 3),
    market: fc.integer({ min: 0, max: 2 }),
    side: fc.integer({ min: 0, max: 1 }),
    // Mostly 1.30+ so that bonuses get in; a few low prices probe the bonus rule.
    price: fc.constantFrom(110, 125, 130, 150, 175, 210, 250, 300),
  })
  .map(({ fixture, market, side, price }) =>
    slipEntry({
      id: fixture * 100 + market * 10 + side,
      fixtureId: fixture,
      sportId: FIXTURE_SPORT[fixture] ?? 0,
      marketId: market + 1,
      marketName: MARKETS[market] ?? '1X2',
      price,
    }),
  );
const entryArb = fc.oneof(
  { arbitrary: pickArb, weight: 4 },
  { arbitrary: fc.integer({ min: 1, max: 3 }).map((n) => bonusEntry(n)), weight: 1 },
);
/** Either an id from the pool (maybe absent) or "the n-th pick in the slip", so hits are frequent. */
type IdRef = { readonly id: number } | { readonly nth: number };
const idRefArb: fc.Arbitrary<IdRef> = fc.oneof(
  pickArb.map((e) => ({ id: e.id })),
  fc.constantFrom(1, 2, 3).map((id) => ({ id })),
  fc.nat({ max: 9 }).map((nth) => ({ nth })),
  fc.nat({ max: 9 }).map((nth) => ({ nth })),
);
const resolve = (ref: IdRef, m: Model): number => ('id' in ref ? ref.id : m.ids.length > 0 ? (m.ids[ref.nth % m.ids.length] ?? 0) : 999);
const refText = (ref: IdRef): string => ('id' in ref ? String(ref.id) : `#${ref.nth}`);

/** Plain checks (not expect) keep the many invariant checks per run cheap. */
function invariant(cond: boolean, what: string, s: BetSlipState): void {
  if (!cond) throw new Error(`invariant broken: ${what} in ${JSON.stringify(s)}`);
}

function checkInvariants(s: BetSlipState): void {
  const list = [...s.bets, ...s.esbets];
  const inplay = s.gamePath === 'inplay';
  invariant(new Set(list.map((e) => e.id)).size === list.length, 'odds ids are unique', s);
  const picks = list.filter((e) => !isBonusEntry(e));
  for (const fixture of new Set(picks.map((e) => e.fixtureId))) {
    const onFixture = picks.filter((e) => e.fixtureId === fixture);
    invariant(onFixture.length <= 2, 'at most two picks per fixture', s);
    const combined = isCombinationAllowed(onFixture[0]?.sportId ?? 0, inplay);
    invariant(combined || onFixture.length <= 1, 'one pick per fixture without combination', s);
    invariant(new Set(onFixture.map(betSlipCategory)).size === onFixture.length, 'distinct categories per fixture', s);
  }
  const bonuses = list.filter(isBonusEntry);
  invariant(bonuses.length <= 1, 'at most one bonus', s);
  const bonus = bonuses[0];
  if (bonus) {
    invariant(
      picks.every((e) => e.betPrice >= BONUS_MIN_ODDS),
      'no pick below 1.30 while a bonus is present',
      s,
    );
    invariant(bonusQualifyingFolderCount(list) >= bonus.id, 'the bonus has its folders', s);
  }
  const fixtures = new Set(list.map((e) => e.fixtureId));
  invariant(s.games.length === fixtures.size && s.games.every((g) => fixtures.has(g)), 'games equal the fixtures of the picks', s);
}

function settle(m: Model, r: Real, out: BetSlipOutcome<unknown>): void {
  if (!out.result.ok) expect(out.state).toBe(r.state);
  r.state = out.state;
  m.ids = betSlipActiveEntries(r.state).map((e) => e.id);
  checkInvariants(r.state);
}

const has = (r: Real, id: number): boolean => betSlipActiveEntries(r.state).some((e) => e.id === id);

class AddCommand implements fc.Command<Model, Real> {
  constructor(readonly entry: BetSlipEntry) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const wasIn = m.ids.includes(this.entry.id);
    const bonusPresent = betSlipActiveEntries(r.state).some(isBonusEntry);
    const out = addBetToSlip(r.state, this.entry);
    if (out.result.ok) {
      expect(betSlipActiveEntries(out.state).some((e) => e.id === this.entry.id)).toBe(!wasIn);
    } else if (out.result.error.kind === 'bonusMinOdds') {
      expect(bonusPresent && this.entry.betPrice < BONUS_MIN_ODDS).toBe(true);
    }
    settle(m, r, out);
  }
  toString = (): string => `add(${this.entry.id}@${this.entry.betPrice})`;
}

class RemoveCommand implements fc.Command<Model, Real> {
  constructor(readonly ref: IdRef) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const id = resolve(this.ref, m);
    const wasIn = m.ids.includes(id);
    const out = removeBetFromSlip(r.state, id);
    if (!wasIn) expect(out.result).toMatchObject({ ok: false, error: { kind: 'betNotFound' } });
    if (out.result.ok) expect(has({ state: out.state }, id)).toBe(false);
    else if (wasIn) expect(out.result.error.kind).toBe('bonusFolderShortage');
    settle(m, r, out);
  }
  toString = (): string => `remove(${refText(this.ref)})`;
}

class ChangeCommand implements fc.Command<Model, Real> {
  constructor(
    readonly entry: BetSlipEntry,
    readonly policy: BetSlipChangePolicy,
  ) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const out = changeBetInSlip(r.state, this.entry, this.policy);
    if (out.result.ok) expect(betSlipActiveEntries(out.state).filter((e) => e.id === this.entry.id)).toEqual([this.entry]);
    settle(m, r, out);
  }
  toString = (): string => `change(${this.entry.id}@${this.entry.betPrice}, ${this.policy})`;
}

class ClearCommand implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    r.state = clearBetSlip(r.state);
    expect(r.state.bets.length + r.state.esbets.length + r.state.games.length).toBe(0);
    m.ids = [];
    checkInvariants(r.state);
  }
  toString = (): string => 'clear';
}

class OddsChangeCommand implements fc.Command<Model, Real> {
  constructor(
    readonly ref: IdRef,
    readonly price: number,
    readonly version: number,
  ) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const id = resolve(this.ref, m);
    const before = betSlipActiveEntries(r.state).find((e) => e.id === id);
    const bonusPresent = betSlipActiveEntries(r.state).some(isBonusEntry);
    const out = applyBetSlipOddsChange(r.state, id, odds(this.price), this.version);
    const after = betSlipActiveEntries(out.state).find((e) => e.id === id);
    if (before && after && this.version >= before.version) {
      expect(after.betChangedPrice).toBe(this.price);
      const blocked = bonusPresent && !isBonusEntry(before) && this.price < BONUS_MIN_ODDS;
      expect(after.betPrice).toBe(r.state.autoChangeOdds && !blocked ? this.price : before.betPrice);
    } else {
      expect(out.state).toBe(r.state);
    }
    settle(m, r, out);
  }
  toString = (): string => `odds(${refText(this.ref)}->${this.price} v${this.version})`;
}

class ToggleAutoChangeCommand implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    settle(m, r, toggleBetSlipAutoChange(r.state));
  }
  toString = (): string => 'toggleAutoChange';
}

class SetPathCommand implements fc.Command<Model, Real> {
  constructor(readonly path: BetSlipGamePath) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const changed = r.state.gamePath !== this.path;
    r.state = setBetSlipGamePath(r.state, this.path);
    if (changed) expect(r.state.bets).toEqual([]);
    m.ids = betSlipActiveEntries(r.state).map((e) => e.id);
    checkInvariants(r.state);
  }
  toString = (): string => `path(${this.path})`;
}

const commands = [
  entryArb.map((e) => new AddCommand(e)),
  entryArb.map((e) => new AddCommand(e)),
  idRefArb.map((ref) => new RemoveCommand(ref)),
  fc.tuple(entryArb, fc.constantFrom<BetSlipChangePolicy>('sameFixture', 'sameFixtureAndMarket')).map(([e, p]) => new ChangeCommand(e, p)),
  fc.constant(new ClearCommand()),
  fc
    .tuple(idRefArb, fc.constantFrom(105, 125, 130, 175, 300), fc.integer({ min: 0, max: 4 }))
    .map(([ref, p, v]) => new OddsChangeCommand(ref, p, v)),
  fc
    .tuple(idRefArb, fc.constantFrom(105, 125, 130, 175, 300), fc.integer({ min: 0, max: 4 }))
    .map(([ref, p, v]) => new OddsChangeCommand(ref, p, v)),
  fc.constant(new ToggleAutoChangeCommand()),
  fc.constantFrom<BetSlipGamePath>('europe', 'inplay').map((p) => new SetPathCommand(p)),
];

describe('BetSlip model-based', () => {
  it('keeps its invariants under any sequence of add, remove, change, clear, odds changes and path switches', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 30, size: 'max' }), (cmds) => {
        fc.modelRun(() => ({ model: { ids: [] }, real: { state: createBetSlip() } }), cmds);
      }),
      { numRuns: 200 },
    );
  });
});
