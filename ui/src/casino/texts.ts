import { CASINO_MESSAGES } from '@bet/core/casino';

/** Every label of the casino and slot lobbies (rule and result messages stay in core). */
export const CASINO_TEXTS = {
  title: { casino: '카지노', slot: '슬롯' },
  lead: {
    casino: '라이브 카지노 게임을 선택하면 새 창에서 열립니다.',
    slot: '슬롯 게임을 선택하면 새 창에서 열립니다.',
  },
  allProviders: '전체',
  providerTabs: '게임사',
  search: '게임 검색',
  searchPlaceholder: '게임명 또는 게임사를 입력하세요',
  play: '게임하기',
  launching: '실행 중…',
  loading: '게임 목록을 불러오는 중입니다…',
  empty: '검색 결과가 없습니다.',
  failed: CASINO_MESSAGES.lobbyFailed,
  wallet: {
    title: '카지노머니 전환',
    cash: '보유머니',
    casino: '카지노머니',
    toCasino: '보유머니 → 카지노머니',
    toCash: '카지노머니 → 보유머니',
    amount: '전환 금액',
    placeholder: '금액을 입력하세요',
    submit: '전환하기',
    submitting: '전환 중…',
    note: '카지노머니 전환은 30,000원 이상, 보유머니 전환은 1원 이상 원 단위로 가능합니다.',
  },
  won: (text: string) => `${text}원`,
} as const;
