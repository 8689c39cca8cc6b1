import type { BetSlipView } from '@bet/core/bet-slip';
import { StalePricesNotice } from '../design-system/StalePricesNotice.js';
import { BetSlipBonusPicker } from './BetSlipBonusPicker.js';
import { BetSlipEntryItem } from './BetSlipEntryItem.js';
import { BetSlipRejection } from './BetSlipRejection.js';
import { BetSlipStakeBox, type BetSlipStakeActions } from './BetSlipStakeBox.js';
import { BET_SLIP_TEXTS as T } from './texts.js';
import { Count, Empty, FooterClear, EntryList, SlipBox, SlipHeader, TextButton, ToggleRow } from './BetSlipContent.styles.js';

/** What the slip screen asks of its view model: a subset of BetSlipViewModel's intents. */
export interface BetSlipActions extends BetSlipStakeActions {
  removeBet(oddsId: number): void;
  clear(): void;
  toggleAutoChange(on?: boolean): void;
  /** The folder-bonus picker: adds (or takes out) the bonus needing this many folders. */
  addBonus(folders: number): void;
  /** After a refusal because odds moved: bet at the new odds. */
  acceptOddsChanges(): void;
  dismiss(): void;
}

export interface BetSlipContentProps {
  readonly view: BetSlipView;
  readonly actions: BetSlipActions;
  /** Hides the header (the mobile dialog has its own). */
  readonly hideHeader?: boolean;
}

/** The whole slip from a view: header, auto-change toggle, picks, rejection note, stake box. */
export function BetSlipContent({ view, actions, hideHeader = false }: BetSlipContentProps) {
  const moves = view.status === 'rejected' ? view.moves : [];
  return (
    <SlipBox data-testid="bet-slip" aria-label={T.title}>
      {!hideHeader && (
        <SlipHeader>
          <span>
            {T.title}
            <Count data-testid="bet-slip-count">{T.count(view.count)}</Count>
          </span>
          <TextButton type="button" onClick={() => actions.clear()}>
            {T.clear}
          </TextButton>
        </SlipHeader>
      )}
      <ToggleRow>
        <input type="checkbox" checked={view.autoChangeOdds} onChange={(e) => actions.toggleAutoChange(e.target.checked)} />
        {T.autoChange}
      </ToggleRow>
      <StalePricesNotice notice={view.pricesStaleNotice} scope="slip" />
      {view.entries.length === 0 ? (
        <Empty>{T.empty}</Empty>
      ) : (
        <EntryList>
          {view.entries.map((item) => (
            <BetSlipEntryItem
              key={item.entry.id}
              item={item}
              move={moves.find((m) => m.oddsId === item.entry.id)}
              onRemove={(id) => actions.removeBet(id)}
            />
          ))}
        </EntryList>
      )}
      <BetSlipBonusPicker offers={view.bonusOffers} onPick={(folders) => actions.addBonus(folders)} />
      {view.status === 'rejected' && (
        <BetSlipRejection
          message={view.message}
          moves={view.moves}
          onAccept={() => actions.acceptOddsChanges()}
          onCancel={() => actions.dismiss()}
        />
      )}
      {hideHeader && view.entries.length > 0 && (
        <FooterClear type="button" onClick={() => actions.clear()}>
          {T.clear}
        </FooterClear>
      )}
      <BetSlipStakeBox view={view} actions={actions} />
    </SlipBox>
  );
}
