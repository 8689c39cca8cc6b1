import type { BetHistoryRangePreset, BetHistoryTab, BetHistoryView, BetResultFilter, MinigameProviderChoice } from '@bet/core/history';
import { Pager } from '../design-system/Pager.js';
import { BetHistoryFilters } from './BetHistoryFilters.js';
import { BetHistorySlipCard, type BetHistoryCardKind } from './BetHistorySlipCard.js';
import { BetHistoryTabs } from './BetHistoryTabs.js';
import { BET_RESULT_TEXTS as T } from './texts.js';
import { ControlsBox } from './BetHistoryControls.styles.js';
import { Message, Screen, Slips, Title } from './BetHistoryList.styles.js';

/** The intents of /bet_result (BetHistoryViewModel has them all). */
export interface BetHistoryActions {
  selectTab(tab: BetHistoryTab): void;
  selectProvider(provider: MinigameProviderChoice): void;
  selectRange(preset: BetHistoryRangePreset): void;
  setCustomRange(from: string, to: string): void;
  selectResult(result: BetResultFilter): void;
  goToPage(page: number): void;
  requestCancel(slipId: number): void;
  requestDelete(slipId: number): void;
}

export interface BetHistoryListProps {
  readonly view: BetHistoryView;
  readonly actions: BetHistoryActions;
}

/** The bet history screen from a view: tabs, filters, slips, page links (up to 11). */
export function BetHistoryList({ view, actions }: BetHistoryListProps) {
  const kind: BetHistoryCardKind = view.tab === 'casino' ? 'casino' : view.tab === 'minigame' ? 'minigame' : 'sports';
  return (
    <Screen aria-label={T.title}>
      <Title>{T.title}</Title>
      <ControlsBox>
        <BetHistoryTabs
          tab={view.tab}
          provider={view.provider}
          onTab={(tab) => actions.selectTab(tab)}
          onProvider={(provider) => actions.selectProvider(provider)}
        />
        <BetHistoryFilters
          rangeChoice={view.rangeChoice}
          range={view.range}
          result={view.result}
          onPreset={(preset) => actions.selectRange(preset)}
          onCustomRange={(from, to) => actions.setCustomRange(from, to)}
          onResult={(result) => actions.selectResult(result)}
        />
      </ControlsBox>
      <Slips data-testid="bet-history" aria-busy={view.loading}>
        {view.slips.length === 0 ? (
          <Message>{view.loading ? T.loading : T.empty}</Message>
        ) : (
          view.slips.map((slip) => (
            <BetHistorySlipCard
              key={slip.id}
              slip={slip}
              kind={kind}
              busy={view.busy}
              onCancel={(id) => actions.requestCancel(id)}
              onDelete={(id) => actions.requestDelete(id)}
            />
          ))
        )}
      </Slips>
      <Pager page={view.page} pageCount={view.pageCount} links={view.pageLinks} onPage={(page) => actions.goToPage(page)} />
    </Screen>
  );
}
