import { betNameLabel, marketLabel } from '@bet/core/labels';
import { formatOdds } from '@bet/core/shared';
import type { BetSlipEntry, BetSlipOddsMove, BetSlipViewEntry } from '@bet/core/bet-slip';
import { BET_SLIP_TEXTS as T } from './texts.js';
import {
  EntryBox,
  League,
  LockBadge,
  Market,
  Mark,
  OldPrice,
  PendingPrice,
  Pick,
  PickRow,
  Price,
  RemoveButton,
  Teams,
} from './BetSlipEntryItem.styles.js';

export interface BetSlipEntryItemProps {
  readonly item: BetSlipViewEntry;
  /** The server refused the bet because this pick's price moved: old struck through, new beside. */
  readonly move?: BetSlipOddsMove;
  readonly onRemove: (oddsId: number) => void;
}

/** Korean market name: the feed's own Korean, else core's label table. */
export const entryMarketText = (e: BetSlipEntry): string => e.marketNameKorean || marketLabel(e.marketName, e.sportId);

/** Korean pick with its line ('오버 2.5'), the feed's Korean first. */
export function entryPickText(e: BetSlipEntry): string {
  const name = e.betNameKorean || betNameLabel(e.betName);
  const line = e.betBaseline ?? e.betLine;
  return line && !name.includes(line) ? `${name} ${line}` : name;
}

/**
 * One pick: league, home vs away, market, pick, the price the slip bets with the feed's up/down
 * mark, a locked badge while suspended, remove. A move the member has not accepted (auto-change
 * off) shows beside the price; after a refusal the old price is struck through beside the new.
 */
export function BetSlipEntryItem({ item, move, onRemove }: BetSlipEntryItemProps) {
  const e = item.entry;
  const info = e.gameInfo;
  // A refused move the slip has taken (auto-change on) is shown struck through beside the new
  // price; one still waiting for the member (auto-change off) stays a pending line, so the price
  // shown is always the price the total odds and the payout use.
  const taken = move && move.newPrice === e.betPrice ? move : undefined;
  const old = taken ? formatOdds(taken.oldPrice) : null;
  const current = item.priceText;
  const pending = item.changedPriceText;
  const mark = item.movement === 'up' ? '▲' : item.movement === 'down' ? '▼' : null;
  return (
    <EntryBox data-testid="bet-slip-entry" data-odds-id={e.id} data-locked={item.locked} $locked={item.locked}>
      {item.isBonus ? (
        <Teams>{T.bonus}</Teams>
      ) : (
        <>
          <League>{info.league_name}</League>
          <Teams>
            {/* A mini-game entry names its round only (no away side). */}
            {info.away_participants_name
              ? `${info.home_participants_name} ${T.versus} ${info.away_participants_name}`
              : info.home_participants_name}
          </Teams>
        </>
      )}
      <PickRow>
        <span>
          {!item.isBonus && <Market>{entryMarketText(e)} · </Market>}
          <Pick>{entryPickText(e)}</Pick>
        </span>
        <Price
          data-testid="bet-slip-price"
          data-movement={item.movement ?? undefined}
          aria-label={old !== null ? `${T.oddsMoved} ${old} → ${current}` : undefined}
        >
          {item.locked && <LockBadge data-testid="bet-slip-locked">{T.locked}</LockBadge>}
          {old !== null && <OldPrice data-testid="bet-slip-old-odds">{old}</OldPrice>}
          <span data-testid="bet-slip-odds">{current}</span>
          {mark && (
            <Mark $up={item.movement === 'up'} aria-label={item.movement === 'up' ? T.oddsUp : T.oddsDown}>
              {mark}
            </Mark>
          )}
        </Price>
      </PickRow>
      {pending !== null && (
        <PendingPrice data-testid="bet-slip-pending-odds">
          {T.pendingOdds} {pending}
        </PendingPrice>
      )}
      <RemoveButton type="button" aria-label={T.remove} onClick={() => onRemove(e.id)}>
        ×
      </RemoveButton>
    </EntryBox>
  );
}
