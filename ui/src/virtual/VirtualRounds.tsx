import type { VirtualBoardView } from '@bet/core/virtual';
import { Card, Countdown, Market, Note, PickButton, PickRow, RoundBox, RoundHead } from './Virtual.styles.js';
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
            <Countdown $tone={round.tone} data-tone={round.tone}>
              <small>{T.toStart}</small>
              <strong data-testid="virtual-countdown" role="timer">
                {round.countdownText}
              </strong>
            </Countdown>
          </RoundHead>
          {round.markets.map((market) => (
            <Market key={market.title} role="group" aria-label={`${round.roundText} ${market.title}`}>
              <h5>{market.title}</h5>
              <PickRow>
                {market.picks.map((p) => (
                  <PickButton
                    key={p.oddsId}
                    type="button"
                    aria-pressed={p.selected}
                    aria-label={`${round.roundText} ${market.title} ${p.name} ${p.priceText}`}
                    $selected={p.selected}
                    data-testid="virtual-pick"
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
        </RoundBox>
      ))}
    </Card>
  );
}
