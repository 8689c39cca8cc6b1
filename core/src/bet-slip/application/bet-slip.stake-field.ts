// The stake field's transitions on the slip screen's state: typing, leaving the field, quick adds and MAX.
import { withThousands, type Won } from '../../shared/domain/money.js';
import { betStakeFieldText, maxAllowedBetStake, quickAddBetStake, typedBetStake, type BetStakeCaps } from '../domain/stake.js';
import { settleBetSlipPhase, type BetSlipInternalState } from './bet-slip.view.js';

/** The field keeps exactly what is typed; caps and rounding are for MAX, quick adds and submit. */
export const withTypedStake = (s: BetSlipInternalState, text: string): BetSlipInternalState => ({
  ...s,
  stake: typedBetStake(text),
  stakeText: text,
  phase: settleBetSlipPhase(s.phase),
});

/** The member left the field: a whole amount gets its thousands separators (never while typing). */
export const withStakeLeft = (s: BetSlipInternalState): BetSlipInternalState => {
  const stakeText = betStakeFieldText(s.stakeText);
  return stakeText === s.stakeText ? s : { ...s, stakeText };
};

/** A quick-add button: adds within the caps, or says why it cannot. */
export const withQuickAdd = (s: BetSlipInternalState, amount: Won, caps: BetStakeCaps): BetSlipInternalState => {
  const r = quickAddBetStake(s.stake, amount, caps);
  if (!r.ok) return { ...s, notice: r.error.message };
  return { ...s, stake: r.value, stakeText: withThousands(r.value), phase: settleBetSlipPhase(s.phase) };
};

/** MAX: the largest stake the caps allow. */
export const withMaxStake = (s: BetSlipInternalState, caps: BetStakeCaps): BetSlipInternalState => {
  const stake = maxAllowedBetStake(caps);
  return { ...s, stake, stakeText: withThousands(stake), phase: settleBetSlipPhase(s.phase) };
};
