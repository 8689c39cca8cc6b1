import { formatOdds, withThousands } from '@bet/core/shared';
import { HISTORY_MESSAGES, type BetHistorySlipSummary } from '@bet/core/history';
import { BetHistoryLegs, CasinoLegs, MiniGameLegs } from './BetHistoryLegs.js';
import { BET_RESULT_TEXTS as T } from './texts.js';
import { ActionButton, Card, Status, Summary, UserType } from './BetHistorySlipCard.styles.js';

const S = T.summary;

/** How a slip is drawn: sports legs, mini-game picks, or a casino/slot round (bet and win, no odds). */
export type BetHistoryCardKind = 'sports' | 'minigame' | 'casino';

export interface BetHistorySlipCardProps {
  readonly slip: BetHistorySlipSummary;
  readonly kind: BetHistoryCardKind;
  readonly busy: boolean;
  readonly onCancel: (slipId: number) => void;
  readonly onDelete: (slipId: number) => void;
}

function Legs({ slip, kind }: { readonly slip: BetHistorySlipSummary; readonly kind: BetHistoryCardKind }) {
  if (kind === 'casino') return <CasinoLegs legs={slip.legs} />;
  return kind === 'minigame' ? <MiniGameLegs legs={slip.legs} /> : <BetHistoryLegs legs={slip.legs} />;
}

/**
 * One slip: its legs, then the summary with the settlement label in its colour and Cancel or
 * Delete. A casino or slot round is settled when listed and has no odds: it shows what it has,
 * the bet and the win.
 */
export function BetHistorySlipCard({ slip, kind, busy, onCancel, onDelete }: BetHistorySlipCardProps) {
  const cancel = slip.action === 'cancel';
  const betting = kind !== 'casino';
  return (
    <Card data-testid="bet-history-row" data-slip-id={slip.id}>
      <Legs slip={slip} kind={kind} />
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
          <dd data-testid="bet-history-stake">{T.won(withThousands(slip.stake))}</dd>
        </div>
        {betting && (
          <div>
            <dt>{S.odds}</dt>
            <dd>{formatOdds(slip.odds)}</dd>
          </div>
        )}
        {betting && (
          <div>
            <dt>{S.expectedPayout}</dt>
            <dd>{T.won(withThousands(slip.expectedPayout))}</dd>
          </div>
        )}
        <div>
          <dt>{S.actualPayout}</dt>
          <dd data-testid="bet-history-payout">{T.won(withThousands(slip.actualPayout))}</dd>
        </div>
        {slip.winBetName !== null && (
          <div>
            <dt>{kind === 'minigame' ? T.winBetName.minigame : T.winBetName.other}</dt>
            <dd data-testid="bet-history-drawn">{slip.winBetName}</dd>
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
