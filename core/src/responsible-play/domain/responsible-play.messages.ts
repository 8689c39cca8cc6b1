import { formatKstDateTime } from '../../shared/domain/kst.js';
import { withThousands } from '../../shared/domain/money.js';
import type { LimitKind, LimitPeriod } from './limits.js';
import type { ExclusionKind } from './exclusions.js';

/**
 * Korean texts of responsible play (limits, cool-off, self-exclusion). The spec has no text for
 * any of this (issue 13 asks for the feature; spec sections 1-9 never mention it), so every
 * sentence here is ours, written in the site's polite style ('...해주세요.', '...없습니다.').
 * Both ends show these: the server refuses with them, the my page screen labels with them.
 */
export const LIMIT_KIND_LABEL: Record<LimitKind, string> = { deposit: '입금', wager: '베팅', loss: '손실' };
export const LIMIT_PERIOD_LABEL: Record<LimitPeriod, string> = { day: '일', week: '주', month: '월' };
export const EXCLUSION_KIND_LABEL: Record<ExclusionKind, string> = { coolOff: '휴식', selfExclusion: '자기 배제' };

/** What a refused action was, for the exclusion refusals. */
export type GuardedAction = 'bet' | 'deposit' | 'transfer';
const ACTION_TEXT: Record<GuardedAction, string> = {
  bet: '베팅할 수 없습니다',
  deposit: '입금할 수 없습니다',
  transfer: '게임머니로 전환할 수 없습니다',
};

const until = (endsAt: number | null): string => (endsAt === null ? '영구' : `${formatKstDateTime(endsAt)}까지`);

export const RESPONSIBLE_PLAY_MESSAGES = {
  /** '입금 한도를 초과했습니다. (일 한도 100,000원)' */
  limitExceeded: (kind: LimitKind, period: LimitPeriod, limit: number): string =>
    `${LIMIT_KIND_LABEL[kind]} 한도를 초과했습니다. (${LIMIT_PERIOD_LABEL[period]} 한도 ${withThousands(limit)}원)`,
  /** '자기 배제 기간에는 베팅할 수 없습니다. (2026-05-25 12:00:00까지)' */
  excluded: (kind: ExclusionKind, action: GuardedAction, endsAt: number | null): string =>
    `${EXCLUSION_KIND_LABEL[kind]} 기간에는 ${ACTION_TEXT[action]}. (${until(endsAt)})`,
  invalidLimitAmount: '한도 금액을 1,000원 단위로 올바르게 입력해주세요.',
  limitLowered: '한도가 바로 적용되었습니다.',
  /** A raise or removal waits 24 hours, then the member confirms it. */
  raisePending: (effectiveAt: number): string =>
    `한도 상향 및 해제는 24시간 후에 적용됩니다. ${formatKstDateTime(effectiveAt)} 이후에 다시 확정해주세요.`,
  raiseNotYet: (effectiveAt: number): string => `${formatKstDateTime(effectiveAt)} 이후에 확정할 수 있습니다.`,
  noPendingChange: '확정할 한도 변경이 없습니다.',
  pendingConfirmed: '한도 변경이 적용되었습니다.',
  pendingCancelled: '대기 중인 한도 변경을 취소했습니다.',
  exclusionStarted: (kind: ExclusionKind, endsAt: number | null): string =>
    `${EXCLUSION_KIND_LABEL[kind]} 기간이 시작되었습니다. (${until(endsAt)})`,
  alreadyExcluded: (endsAt: number | null): string => `이미 이용 제한 기간입니다. (${until(endsAt)})`,
  /** The operator's back office may not end a cool-off or self-exclusion early. */
  memberMissing: '회원을 찾을 수 없습니다.',
  noExclusion: '진행 중인 휴식 또는 자기 배제가 없습니다.',
  operatorCannotLift: '휴식 및 자기 배제는 기간이 끝나기 전에 해제할 수 없습니다.',
  /** What a partner sees of an excluded member instead of the reason. */
  closedAccount: '이용 제한',
  /** USDT deposits have no won amount at request time, so a deposit limit could not be checked. */
  usdDepositUnderLimit: '입금 한도가 설정되어 있어 USDT 입금을 이용할 수 없습니다.',
  confirmExclusion: (kind: ExclusionKind, endsAt: number | null): string =>
    `${EXCLUSION_KIND_LABEL[kind]} 기간을 시작하면 ${endsAt === null ? '영구히' : `${formatKstDateTime(endsAt)}까지`} 베팅과 입금을 할 수 없으며, 중간에 취소할 수 없습니다. 시작하시겠습니까?`,
} as const;
