import { ROULETTE_MESSAGES, type RouletteKind, type RouletteOutcome } from '@bet/core/roulette';
import { withThousands } from '@bet/core/shared';

/** Labels of the roulette dialogs; titles, the spin label and results come from core's ROULETTE_MESSAGES. */
export const ROULETTE_TEXTS = {
  title: (kind: RouletteKind): string => ROULETTE_MESSAGES.title(kind),
  switchLabel: '룰렛 선택',
  /** Spec 6: the accumulated-coupon button (users whose type is not 0). */
  claimCoupons: '적립 쿠폰 받기',
  claiming: '확인 중...',
  coupons: (normal: number, vip: number): string => `보유 쿠폰: 일반 ${withThousands(normal)}장 · VIP ${withThousands(vip)}장`,
  commitment: '다음 회전 시드 해시',
  commitmentNote: '회전 후 시드가 공개되며 공정성 검증 페이지에서 결과를 직접 확인할 수 있습니다.',
  /** The hash as a person reads it: its first and last 8 hex digits (the whole one is under 전체 보기). */
  shortHash: (hash: string): string => (hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash),
  fullHash: '전체 보기',
  verify: '공정성 검증',
  wheel: (kind: RouletteKind): string => `${ROULETTE_MESSAGES.title(kind)} 휠`,
  segment: (outcome: RouletteOutcome): string => {
    if (outcome.kind === 'points') return `${withThousands(outcome.amount)}P`;
    if (outcome.kind === 'prize') return 'VIP 쿠폰';
    return '꽝';
  },
} as const;
