import { betNameLabel, formatOdds, marketLabel, type BetSlipEntry, type BetSlipOddsMove, type BetSlipViewEntry } from '@bet/core';
import { BET_SLIP_TEXTS as T } from './texts.js';
import { EntryBox, League, Market, OldPrice, Pick, PickRow, Price, RemoveButton, Teams } from './BetSlipEntryItem.styles.js';

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

/** One pick: league, home vs away, market, pick, odds (old struck through when it moved), remove. */
export function BetSlipEntryItem({ item, move, onRemove }: BetSlipEntryItemProps) {
  const e = item.entry;
  const info = e.gameInfo;
  const old = move ? formatOdds(move.oldPrice) : item.changedPriceText !== null ? item.priceText : null;
  const current = move ? formatOdds(move.newPrice) : (item.changedPriceText ?? item.priceText);
  return (
    <EntryBox data-testid="bet-slip-entry" data-odds-id={e.id}>
      {item.isBonus ? (
        <Teams>{T.bonus}</Teams>
      ) : (
        <>
          <League>{info.league_name}</League>
          <Teams>
            {info.home_participants_name} {T.versus} {info.away_participants_name}
          </Teams>
        </>
      )}
      <PickRow>
        <span>
          {!item.isBonus && <Market>{entryMarketText(e)} · </Market>}
          <Pick>{entryPickText(e)}</Pick>
        </span>
        <Price aria-label={old !== null ? `${T.oddsMoved} ${old} → ${current}` : undefined}>
          {old !== null && <OldPrice data-testid="bet-slip-old-odds">{old}</OldPrice>}
          {current}
        </Price>
      </PickRow>
      <RemoveButton type="button" aria-label={T.remove} onClick={() => onRemove(e.id)}>
        ×
      </RemoveButton>
    </EntryBox>
  );
}
