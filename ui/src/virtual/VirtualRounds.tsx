import type { VirtualBoardView } from '@bet/core/virtual';
import { GamePickRow, RoundCountdown } from '../design-system/GameBoardParts.js';
import { Card, Market, Note, RoundHead } from '../design-system/game-board.styles.js';
import { RoundBox } from './Virtual.styles.js';
import { VIRTUAL_TEXTS as T } from './texts.js';

export interface VirtualRoundsProps {
  readonly rounds: VirtualBoardView['rounds'];
  readonly onPick: (oddsId: number) => void;
}

/** The rounds still open for bets: title, countdown to the start, markets with their picks. */
export function VirtualRounds({ rounds, onPick }: VirtualRoundsProps) {
  return (
    <Card aria-label={T.rounds} data-testid="virtual-board">
      <h3>{T.rounds}</h3>
      {rounds.length === 0 && <Note data-testid="virtual-no-rounds">{T.noRounds}</Note>}
      {rounds.map((round) => (
        <RoundBox key={round.id} data-testid="virtual-round" data-round-id={round.id} aria-label={round.title}>
          <RoundHead>
            <h4>
              <small data-testid="virtual-round-number">{round.roundText}</small>
              {round.title}
            </h4>
            <RoundCountdown tone={round.tone} label={T.toStart} text={round.countdownText} testId="virtual-countdown" />
          </RoundHead>
          {round.markets.map((market) => (
            <Market key={market.title} role="group" aria-label={`${round.roundText} ${market.title}`}>
              <h5>{market.title}</h5>
              <GamePickRow picks={market.picks} labelPrefix={`${round.roundText} ${market.title}`} testId="virtual-pick" onPick={onPick} />
            </Market>
          ))}
        </RoundBox>
      ))}
    </Card>
  );
}
