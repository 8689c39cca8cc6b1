import type { MinigameBoardView } from '@bet/core/minigame';
import { GamePickRow, RoundCountdown } from '../design-system/GameBoardParts.js';
import { Card, Market, Note, RoundHead } from '../design-system/game-board.styles.js';
import { Rule } from './MinigameBoard.styles.js';
import { MINIGAME_TEXTS as T } from './texts.js';

export interface MinigameRoundCardProps {
  readonly view: Pick<MinigameBoardView, 'gameName' | 'round' | 'rule'>;
  readonly onPick: (oddsId: number) => void;
}

/** The round open now: its number, the countdown to the close, the picks with odds (normal/power headings). */
export function MinigameRoundCard({ view, onPick }: MinigameRoundCardProps) {
  const round = view.round;
  return (
    <Card aria-label={view.gameName ?? T.title} data-testid="minigame-board">
      <RoundHead>
        <h3>
          {view.gameName} {round && <span data-testid="minigame-round">{round.roundText}</span>}
        </h3>
        {round && <RoundCountdown tone={round.tone} label={T.countdown} text={round.countdownText} testId="minigame-countdown" />}
      </RoundHead>
      {!round && <Note data-testid="minigame-waiting">{T.waiting}</Note>}
      {round?.markets.map((market) => (
        <Market key={market.title} role="group" aria-label={market.title}>
          <h4>{market.title}</h4>
          <GamePickRow picks={market.picks} labelPrefix={market.title} testId="minigame-pick" onPick={onPick} />
        </Market>
      ))}
      <Rule>
        <span>{view.rule}</span>
        {round?.alreadyBet && <strong data-testid="minigame-already-bet">{T.alreadyBet}</strong>}
      </Rule>
    </Card>
  );
}
