import { formatOdds } from '@bet/core/shared';
import type { BetSlipOddsMove } from '@bet/core/bet-slip';
import { BET_SLIP_TEXTS as T } from './texts.js';
import { RejectionActions, RejectionBox, RejectionButton, RejectionLine, RejectionMessage } from './BetSlipExtras.styles.js';

export interface BetSlipRejectionProps {
  readonly message: string;
  readonly moves: readonly BetSlipOddsMove[];
  /** The member takes the new odds: the slip is sent again at exactly those prices. */
  readonly onAccept: () => void;
  readonly onCancel: () => void;
}

/**
 * A prematch refusal because odds moved (spec 4/8): the server's comment, each pick's old price
 * struck through beside the new one, and the choice to bet at the new odds or not. The slip is
 * kept either way; nothing is booked until the member accepts.
 */
export function BetSlipRejection({ message, moves, onAccept, onCancel }: BetSlipRejectionProps) {
  return (
    <RejectionBox role="status" data-testid="bet-slip-rejection">
      <RejectionMessage>{message}</RejectionMessage>
      {moves.map((m) => (
        <RejectionLine key={m.oddsId} data-testid="bet-slip-rejection-move" data-odds-id={m.oddsId}>
          <span>{m.betNameKorean}</span>
          <span>
            <s data-testid="bet-slip-rejection-old">{formatOdds(m.oldPrice)}</s> →{' '}
            <strong data-testid="bet-slip-rejection-new">{formatOdds(m.newPrice)}</strong>
          </span>
        </RejectionLine>
      ))}
      <RejectionActions>
        <RejectionButton type="button" $primary data-testid="bet-slip-accept-odds" onClick={onAccept}>
          {T.acceptOdds}
        </RejectionButton>
        <RejectionButton type="button" onClick={onCancel}>
          {T.cancelOdds}
        </RejectionButton>
      </RejectionActions>
    </RejectionBox>
  );
}
