import { withThousands } from '@bet/core/shared';

/** Every text of the jackpot counter (spec 9 names only the counter; the wording is ours). */
export const JACKPOT_TEXTS = {
  /** The counter's name, shown and read by screen readers. */
  label: '잭팟',
  /** The unit after the figure. */
  won: '원',
  /** What a screen reader hears instead of the rolling digits: the figure read, whole. */
  spoken: (amount: number): string => `${withThousands(amount)}원`,
  /** How the pool is fed: 100 basis points -> '카지노·슬롯 베팅금의 1% 적립'. */
  feed: (shareBps: number): string => `카지노·슬롯 베팅금의 ${shareBps / 100}% 적립`,
  /** When the server read the figure. */
  asOf: (readAt: string): string => `${readAt} 기준`,
  /** The last poll failed: the figure shown is the last one read. */
  stale: '최신 금액을 불러오지 못해 마지막 금액을 표시합니다.',
} as const;
