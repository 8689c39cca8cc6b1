import { isBonusEntry } from './bonus-rules.js';
import { BET_SLIP_MESSAGES } from './bet-slip.messages.js';
import type { BetSlipEntry } from './bet-slip.types.js';

/** What the member reads after a bet went through. */
export interface BetSlipSuccessText {
  /** Always '베팅이 완료 되었습니다.'. */
  readonly title: string;
  /** Prematch only: '[베팅] {league} - {pick}' plus ' 외 N폴더' when more legs, plus the amount. */
  readonly detail: string | null;
}

/**
 * Builds the success texts. The summary names the first real pick (the bonus is not a
 * folder) by its Korean name, falling back to the feed name.
 */
export function betSuccessText(entries: readonly BetSlipEntry[], amount: number, prematch: boolean): BetSlipSuccessText {
  const picks = entries.filter((e) => !isBonusEntry(e));
  const first = picks[0];
  if (!prematch || !first) return { title: BET_SLIP_MESSAGES.betDone, detail: null };
  const pick = first.betNameKorean || first.betName;
  return {
    title: BET_SLIP_MESSAGES.betDone,
    detail: BET_SLIP_MESSAGES.prematchDone(first.gameInfo.league_name, pick, picks.length - 1, amount),
  };
}
