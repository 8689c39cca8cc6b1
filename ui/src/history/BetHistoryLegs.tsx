import { betNameLabel, marketLabel, prefixedMarketLabel } from '@bet/core/labels';
import { formatOdds } from '@bet/core/shared';
import type { BetHistoryLegView } from '@bet/core/history';
import { BET_RESULT_TEXTS as T } from './texts.js';
import { LegStatus, LegTable, MiniLegTable } from './BetHistorySlipCard.styles.js';

const C = T.columns;

/** Korean market and pick of a history leg (the server sends the feed's names). */
const marketText = (leg: BetHistoryLegView): string => marketLabel(leg.market);
const pickText = (leg: BetHistoryLegView): string => betNameLabel(leg.pick);
/** A mini-game's ball-sum market with spec 4's normal/power prefix from the odds id. */
const miniMarketText = (leg: BetHistoryLegView): string =>
  leg.oddsId === null ? marketText(leg) : prefixedMarketLabel(leg.market, leg.oddsId);

/** Sports legs: match time, league, home vs away, market, pick, score, odds, status. */
export function BetHistoryLegs({ legs }: { readonly legs: readonly BetHistoryLegView[] }) {
  return (
    <LegTable>
      <thead>
        <tr>
          <th>{C.startTime}</th>
          <th>{C.league}</th>
          <th>{C.teams}</th>
          <th>{C.market}</th>
          <th>{C.pick}</th>
          <th>{C.score}</th>
          <th>{C.odds}</th>
          <th>{C.status}</th>
        </tr>
      </thead>
      <tbody>
        {legs.map((leg, i) => (
          <tr key={i}>
            <td data-label={C.startTime}>{leg.startTime}</td>
            <td data-label={C.league}>{leg.league}</td>
            <td data-label={C.teams} data-wide>
              {leg.home} {T.versus} {leg.away}
            </td>
            <td data-label={C.market}>{marketText(leg)}</td>
            <td data-label={C.pick}>{pickText(leg)}</td>
            <td data-label={C.score} data-testid="bet-history-leg-score">
              {leg.score}
            </td>
            <td data-label={C.odds}>{formatOdds(leg.price)}</td>
            <LegStatus data-label={C.status} $tone={leg.tone} data-tone={leg.tone}>
              {leg.outcomeLabel}
            </LegStatus>
          </tr>
        ))}
      </tbody>
    </LegTable>
  );
}

/** Mini-game picks: fewer columns, one row per pick (spec 2). */
export function MiniGameLegs({ legs }: { readonly legs: readonly BetHistoryLegView[] }) {
  return (
    <MiniLegTable>
      <thead>
        <tr>
          <th>{T.game}</th>
          <th>{C.pick}</th>
          <th>{C.odds}</th>
          <th>{C.status}</th>
        </tr>
      </thead>
      <tbody>
        {legs.map((leg, i) => (
          <tr key={i}>
            <td data-label={T.game}>{leg.league}</td>
            <td data-label={C.pick}>
              {miniMarketText(leg)} {pickText(leg)}
            </td>
            <td data-label={C.odds}>{formatOdds(leg.price)}</td>
            <LegStatus data-label={C.status} $tone={leg.tone} data-tone={leg.tone}>
              {leg.outcomeLabel}
            </LegStatus>
          </tr>
        ))}
      </tbody>
    </MiniLegTable>
  );
}

/** Casino and slot rounds: the game, its provider and the outcome (a round has no odds to show). */
export function CasinoLegs({ legs }: { readonly legs: readonly BetHistoryLegView[] }) {
  return (
    <MiniLegTable>
      <thead>
        <tr>
          <th>{T.game}</th>
          <th>{T.provider}</th>
          <th>{C.status}</th>
        </tr>
      </thead>
      <tbody>
        {legs.map((leg, i) => (
          <tr key={i}>
            <td data-label={T.game}>{leg.home}</td>
            <td data-label={T.provider}>{leg.league}</td>
            <LegStatus data-label={C.status} $tone={leg.tone} data-tone={leg.tone}>
              {leg.outcomeLabel}
            </LegStatus>
          </tr>
        ))}
      </tbody>
    </MiniLegTable>
  );
}
