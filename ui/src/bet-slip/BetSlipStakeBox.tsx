import { withThousands, type Won } from '@bet/core/shared';
import type { BetSlipView } from '@bet/core/bet-slip';
import { manLabel, wonText } from '../design-system/amount-labels.js';
import { BET_SLIP_TEXTS as T } from './texts.js';
import {
  Hint,
  InfoHint,
  Label,
  QuickButton,
  QuickGrid,
  Row,
  StakeInput,
  StakeLabel,
  StakeSection,
  SubmitButton,
  Value,
} from './BetSlipStakeBox.styles.js';

export interface BetSlipStakeActions {
  setStakeText(text: string): void;
  /** The field lost focus: a whole amount gets its thousands separators. */
  leaveStake(): void;
  quickAdd(amount: Won): void;
  max(): void;
  submit(): void;
}

export interface BetSlipStakeBoxProps {
  readonly view: BetSlipView;
  readonly actions: BetSlipStakeActions;
}

/**
 * Cash, stake (exactly as typed: the field is never rewritten under the caret; on leaving it a
 * whole amount gets separators, and MAX and the quick amounts fill it with them), the cap hint of
 * spec 5, the amount spec 9's rounding down to 10 won places, quick amounts and MAX, total odds,
 * expected payout and the bet button. While a bet is on its way the button stays pressable
 * but locked: a second press makes core say '베팅 진행중입니다.' instead of sending again.
 */
/** The hints that describe the stake field (the cap, the rounded amount), for screen readers. */
const describedBy = (view: BetSlipView): string | undefined =>
  [view.stakeCapHint ? 'bet-stake-hint' : null, view.stakeRoundingHint ? 'bet-stake-rounding' : null].filter(Boolean).join(' ') ||
  undefined;

export function BetSlipStakeBox({ view, actions }: BetSlipStakeBoxProps) {
  const locked = view.status === 'submitting';
  return (
    <StakeSection aria-label={T.stake}>
      <Row>
        <Label>{T.cash}</Label>
        <Value>{wonText(view.cash)}</Value>
      </Row>
      <Row>
        <StakeLabel htmlFor="bet-stake-input">{T.stake}</StakeLabel>
        <StakeInput
          id="bet-stake-input"
          data-testid="bet-stake"
          inputMode="numeric"
          autoComplete="off"
          placeholder={T.stakePlaceholder}
          value={view.stakeText}
          aria-describedby={describedBy(view)}
          onChange={(e) => actions.setStakeText(e.target.value)}
          onBlur={() => actions.leaveStake()}
        />
      </Row>
      {view.stakeRoundingHint && (
        <InfoHint id="bet-stake-rounding" data-testid="bet-stake-rounding" role="status">
          {view.stakeRoundingHint}
        </InfoHint>
      )}
      {view.stakeCapHint && (
        <Hint id="bet-stake-hint" data-testid="bet-stake-hint">
          {view.stakeCapHint}
        </Hint>
      )}
      <QuickGrid>
        {view.quickAmounts.map((amount) => (
          <QuickButton key={amount} type="button" onClick={() => actions.quickAdd(amount)}>
            {manLabel(amount)}
          </QuickButton>
        ))}
        <QuickButton type="button" onClick={() => actions.max()}>
          {T.max}
        </QuickButton>
        <QuickButton type="button" onClick={() => actions.setStakeText('')}>
          {T.resetStake}
        </QuickButton>
      </QuickGrid>
      {view.limits && (
        <Row data-testid="bet-slip-limits">
          <Label>
            {view.limitsGameName ? `${view.limitsGameName} ` : ''}
            {T.maxBet} / {T.maxWinnings}
          </Label>
          <Value data-testid="bet-slip-limits-value">
            {withThousands(view.limits.maxBet)} / {withThousands(view.limits.maxWinnings)}
          </Value>
        </Row>
      )}
      <Row>
        <Label>{T.totalOdds}</Label>
        <Value $accent data-testid="bet-total-odds">
          {view.totalOddsText}
        </Value>
      </Row>
      <Row>
        <Label>{T.expectedPayout}</Label>
        <Value $accent data-testid="bet-expected-payout">
          {view.expectedPayoutText}
        </Value>
      </Row>
      <SubmitButton
        type="button"
        data-testid="bet-submit"
        $locked={locked}
        aria-disabled={locked}
        aria-busy={locked}
        onClick={() => actions.submit()}
      >
        {/* A submit that got no answer is retried with its own key: say so, e.g. '재시도 중입니다… (2/3)'. */}
        {view.status === 'submitting' ? (view.retryText ?? T.submitting) : T.submit}
      </SubmitButton>
    </StakeSection>
  );
}
