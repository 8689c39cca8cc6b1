import { formatOdds, HISTORY_MESSAGES, withThousands, type BetHistorySlipSummary } from '@bet/core';
import { BetHistoryLegs, MiniGameLegs } from './BetHistoryLegs.js';
import { BET_RESULT_TEXTS as T } from './texts.js';
import { ActionButton, Card, Status, Summary, UserType } from './BetHistorySlipCard.styles.js';

const S = T.summary;

export interface BetHistorySlipCardProps {
  readonly slip: BetHistorySlipSummary;
  /** Mini-game slips are drawn as cards with fewer columns. */
  readonly miniGame: boolean;
  readonly busy: boolean;
  readonly onCancel: (slipId: number) => void;
  readonly onDelete: (slipId: number) => void;
}

/** One slip: its legs, then the summary with the settlement label in its colour and Cancel or Delete. */
export function BetHistorySlipCard({ slip, miniGame, busy, onCancel, onDelete }: BetHistorySlipCardProps) {
  const cancel = slip.action === 'cancel';
  return (
    <Card data-testid="bet-history-row" data-slip-id={slip.id}>
      {miniGame ? <MiniGameLegs legs={slip.legs} /> : <BetHistoryLegs legs={slip.legs} />}
      <Summary>
        <div>
          <dt>{S.placedAt}</dt>
          <dd>
            {slip.placedAt}
            {slip.userTypeTag !== null && <UserType data-testid="bet-history-user-type">{slip.userTypeTag}</UserType>}
          </dd>
        </div>
        <div>
          <dt>{S.stake}</dt>
          <dd>{T.won(withThousands(slip.stake))}</dd>
        </div>
        <div>
          <dt>{S.odds}</dt>
          <dd>{formatOdds(slip.odds)}</dd>
        </div>
        <div>
          <dt>{S.expectedPayout}</dt>
          <dd>{T.won(withThousands(slip.expectedPayout))}</dd>
        </div>
        <div>
          <dt>{S.actualPayout}</dt>
          <dd>{T.won(withThousands(slip.actualPayout))}</dd>
        </div>
        {slip.winBetName !== null && (
          <div>
            <dt>{T.winBetName}</dt>
            <dd>{slip.winBetName}</dd>
          </div>
        )}
        <div>
          <dt>{S.settlement}</dt>
          <Status $tone={slip.tone} data-testid="bet-history-status" data-tone={slip.tone}>
            {slip.settlementLabel}
          </Status>
        </div>
        <ActionButton type="button" disabled={busy} onClick={() => (cancel ? onCancel(slip.id) : onDelete(slip.id))}>
          {cancel ? HISTORY_MESSAGES.cancelButton : HISTORY_MESSAGES.deleteButton}
        </ActionButton>
      </Summary>
    </Card>
  );
}
