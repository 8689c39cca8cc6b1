import type { ReactNode } from 'react';
import type { MinigameCountdownTone } from '@bet/core/minigame';
import { Countdown, PickButton, PickRow, TabButton, TabRow } from './game-board.styles.js';

/** One pick of a game round's market, as the mini-game and virtual view models give it. */
export interface GamePick {
  readonly oddsId: number;
  readonly name: string;
  readonly priceText: string;
  readonly selected: boolean;
}

export interface GamePickRowProps {
  readonly picks: readonly GamePick[];
  /** Read before each pick's name and price (the market, with the round where several are open). */
  readonly labelPrefix: string;
  readonly testId: string;
  readonly onPick: (oddsId: number) => void;
}

/** A market's picks: name and odds on each button; a selected pick is pressed. */
export function GamePickRow({ picks, labelPrefix, testId, onPick }: GamePickRowProps) {
  return (
    <PickRow>
      {picks.map((p) => (
        <PickButton
          key={p.oddsId}
          type="button"
          aria-pressed={p.selected}
          aria-label={`${labelPrefix} ${p.name} ${p.priceText}`}
          $selected={p.selected}
          data-testid={testId}
          data-odds-id={p.oddsId}
          onClick={() => onPick(p.oddsId)}
        >
          <span>{p.name}</span>
          <span>{p.priceText}</span>
        </PickButton>
      ))}
    </PickRow>
  );
}

export interface RoundCountdownProps {
  readonly tone: MinigameCountdownTone;
  readonly label: string;
  readonly text: string;
  readonly testId: string;
}

/** The time left to a round's close (or start), coloured by its tone. */
export function RoundCountdown({ tone, label, text, testId }: RoundCountdownProps) {
  return (
    <Countdown $tone={tone} data-tone={tone}>
      <small>{label}</small>
      <strong data-testid={testId} role="timer">
        {text}
      </strong>
    </Countdown>
  );
}

/** One tab of a game screen: its key, what it reads and whether it is the chosen one. */
export interface GameTab<K> {
  readonly key: K;
  readonly label: ReactNode;
  readonly active: boolean;
  /** Extra data attributes a test reads (e.g. the game id). */
  readonly data?: Readonly<Record<`data-${string}`, string | number>>;
}

export interface GameTabRowProps<K> {
  readonly tabs: readonly GameTab<K>[];
  /** `tabs` switch the screen's main choice (role tab); `filters` narrow it (pressed buttons, smaller). */
  readonly kind: 'tabs' | 'filters';
  readonly label: string;
  readonly testId: string;
  readonly onPick: (key: K) => void;
}

/** The wrapping rows of choices over a game board (providers, games, leagues). */
export function GameTabRow<K extends string | number | null>({ tabs, kind, label, testId, onPick }: GameTabRowProps<K>) {
  const asTabs = kind === 'tabs';
  return (
    <TabRow role={asTabs ? 'tablist' : 'group'} aria-label={label}>
      {tabs.map((tab) => (
        <TabButton
          key={tab.key ?? 'all'}
          type="button"
          role={asTabs ? 'tab' : undefined}
          aria-selected={asTabs ? tab.active : undefined}
          aria-pressed={asTabs ? undefined : tab.active}
          $selected={tab.active}
          $small={!asTabs}
          data-testid={testId}
          {...tab.data}
          onClick={() => onPick(tab.key)}
        >
          {tab.label}
        </TabButton>
      ))}
    </TabRow>
  );
}
