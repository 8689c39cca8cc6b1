/** Entries of the right mobile menu beside its my-page links (shell texts.ts keeps those). */
export const MOBILE_MENU_TEXTS = {
  /** Pages a member reaches on a desktop from the header and sidebar. */
  moreLinks: [
    { to: '/point', label: '포인트 전환' },
    { to: '/notice', label: '공지사항' },
    { to: '/rules', label: '베팅규정' },
    { to: '/events', label: '이벤트' },
  ],
  /** Dialogs a desktop member opens from the header and sidebar (issue 10: reachable on mobile too). */
  dialogsLabel: '바로 열기',
  dialogs: [
    { kind: 'usdDeposit', label: '테더충전' },
    { kind: 'usdWithdraw', label: '테더환전' },
    { kind: 'moneyConversion', label: '머니전환' },
    { kind: 'roulette', label: '일반 룰렛' },
    { kind: 'vipRoulette', label: 'VIP 룰렛' },
  ],
} as const;

/** The dialogs the right mobile menu opens. */
export type MobileMenuDialog = (typeof MOBILE_MENU_TEXTS.dialogs)[number]['kind'];
