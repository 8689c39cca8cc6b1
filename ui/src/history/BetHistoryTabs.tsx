import {
  BET_HISTORY_TABS,
  betHistoryTabLabel,
  MINIGAME_PROVIDERS,
  minigameProviderLabel,
  type BetHistoryTab,
  type MinigameProviderChoice,
} from '@bet/core/history';
import { BET_RESULT_TEXTS as T } from './texts.js';
import { ButtonRow, ChoiceButton, TabButton } from './BetHistoryControls.styles.js';

const PROVIDER_CHOICES: readonly MinigameProviderChoice[] = ['all', ...MINIGAME_PROVIDERS];

export interface BetHistoryTabsProps {
  readonly tab: BetHistoryTab;
  readonly provider: MinigameProviderChoice;
  readonly onTab: (tab: BetHistoryTab) => void;
  readonly onProvider: (provider: MinigameProviderChoice) => void;
}

/** 스포츠 / 라이브 / 카지노 / 가상게임 / 미니게임; the mini-game tab adds 전체 plus one button per provider. */
export function BetHistoryTabs({ tab, provider, onTab, onProvider }: BetHistoryTabsProps) {
  return (
    <>
      <ButtonRow role="tablist" aria-label={T.title}>
        {BET_HISTORY_TABS.map((t) => (
          <TabButton key={t} type="button" role="tab" aria-selected={t === tab} $active={t === tab} onClick={() => onTab(t)}>
            {betHistoryTabLabel(t)}
          </TabButton>
        ))}
      </ButtonRow>
      {tab === 'minigame' && (
        <ButtonRow role="group" aria-label={T.providers}>
          {PROVIDER_CHOICES.map((p) => (
            <ChoiceButton key={p} type="button" aria-pressed={p === provider} $active={p === provider} onClick={() => onProvider(p)}>
              {minigameProviderLabel(p)}
            </ChoiceButton>
          ))}
        </ButtonRow>
      )}
    </>
  );
}
