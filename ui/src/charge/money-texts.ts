import { withThousands } from '@bet/core/shared';
import type { ConversionMode, UsdNetwork } from '@bet/core/charge';

/** Labels of the money dialogs; rule and result messages come from core's CHARGE_MESSAGES. */
export const MONEY_TEXTS = {
  conversion: {
    title: '머니 전환',
    usd: '보유 USD',
    emoney: '보유머니',
    point: '포인트',
    modes: { 1: 'USD → 보유머니', 2: '보유머니 → USD', 3: '포인트 → 보유머니' } as Readonly<Record<ConversionMode, string>>,
    modeLabel: '전환 방식',
    rate: (rateText: string): string => `실시간 환율: 1 USD = ${rateText}원`,
    defaultRate: '(기준 환율)',
    amount: '전환 금액',
    amountPlaceholder: '전환할 금액을 입력하세요',
    max: 'MAX',
    receive: (text: string, unit: string): string => `전환 후 받을 금액: ${text}${unit}`,
    submit: '전환하기',
    submitting: '전환중...',
    loading: '회원 정보를 불러오는 중입니다.',
  },
  usdDeposit: {
    title: '테더 입금신청',
    amount: '입금 금액 (USDT)',
    submit: '입금신청',
    submitting: '신청중...',
    cancelLatest: '최근 입금신청 취소',
    cancelling: '취소중...',
    /** The tether deposit link (spec 5/9: https only, opened in a new window). */
    depositLink: '테더 입금 페이지 열기 (새 창)',
  },
  usdWithdraw: {
    title: '테더 출금신청',
    amount: '출금 수량',
    amountPlaceholder: '출금할 수량을 입력하세요',
    address: '출금 주소',
    addressMissing: '등록된 출금 주소가 없습니다. 고객센터로 문의해주세요.',
    submit: '출금신청',
    confirmTitle: '출금 확인',
    confirm: '확인',
    cancel: '취소',
    sending: '신청중...',
  },
  network: '코인 네트워크',
  token: '코인 종류',
  choose: '선택하세요',
  networks: { eth: 'ETH (ERC-20)', trx: 'TRX (TRC-20)' } as Readonly<Record<UsdNetwork, string>>,
  clear: '정정',
  warningIcon: '⚠',
  /** '10 USD', '10,000원', '10,000P'. */
  quick: (amount: number, unit: 'USD' | '원' | 'P'): string =>
    unit === 'USD' ? `${withThousands(amount)} USD` : `${withThousands(amount)}${unit}`,
} as const;
