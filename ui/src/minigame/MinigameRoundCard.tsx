import type { MinigameBoardView } from '@bet/core/minigame';
import { Card, Countdown, Market, Note, PickButton, PickRow, RoundHead, Rule } from './MinigameBoard.styles.js';
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
        {round && (
          <Countdown $tone={round.tone} data-tone={round.tone}>
            <small>{T.countdown}</small>
            <strong data-testid="minigame-countdown" role="timer">
              {round.countdownText}
            </strong>
          </Countdown>
        )}
      </RoundHead>
      {!round && <Note data-testid="minigame-waiting">{T.waiting}</Note>}
      {round?.markets.map((market) => (
        <Market key={market.title} role="group" aria-label={market.title}>
          <h4>{market.title}</h4>
          <PickRow>
            {market.picks.map((p) => (
              <PickButton
                key={p.oddsId}
                type="button"
                aria-pressed={p.selected}
                aria-label={`${market.title} ${p.name} ${p.priceText}`}
                $selected={p.selected}
                data-testid="minigame-pick"
                data-odds-id={p.oddsId}
                onClick={() => onPick(p.oddsId)}
              >
                <span>{p.name}</span>
                <span>{p.priceText}</span>
              </PickButton>
            ))}
          </PickRow>
        </Market>
      ))}
      <Rule>
        <span>{view.rule}</span>
        {round?.alreadyBet && <strong data-testid="minigame-already-bet">{T.alreadyBet}</strong>}
      </Rule>
    </Card>
  );
}
