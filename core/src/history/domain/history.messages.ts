import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/** Every text a member reads on the bet history (/bet_result). Exact spec wording where given. */
export const HISTORY_MESSAGES = {
  confirmCancel: '이 주문을 취소하시겠습니까? 취소된 내역은 복구할 수 없습니다.',
  confirmDelete: '베팅내역을 삭제하시겠습니까?',
  deleteFailed: '베팅내역 삭제에 실패했습니다.',
  cancelled: '주문이 취소되었습니다.',
  deleted: COMMON_MESSAGES.deleted,
  cancelOnlyWaiting: '대기중인 베팅만 취소할 수 있습니다.',
  deleteOnlySettled: '대기중인 베팅은 삭제할 수 없습니다.',
  invalidDate: '날짜를 확인해주세요.',
  startAfterEnd: '시작일은 종료일보다 늦을 수 없습니다.',
  /** The score cell of a leg without a score (waiting, cancelled, voided before a result, or an old row): never an empty cell. */
  noScore: '-',
  cancelButton: '취소',
  deleteButton: '삭제',
  /** Leg outcomes (both readings of the win flag share these words). */
  leg: {
    pending: '대기',
    won: '적중',
    lost: '미적중',
    refund: '적특',
    cancelled: '취소',
    halfLost: '반패',
    halfWon: '반승',
  },
  /** Slip settlement labels when the server sends no settlement_name. */
  settlement: {
    waiting: '대기',
    won: '적중',
    lost: '미적중',
    refund: '적특',
    cancelled: '취소',
    settled: '정산완료',
  },
  resultFilter: { all: '전체', waiting: '대기', won: '적중', lost: '미적중' },
  range: { today: '오늘', week: '1주일', halfMonth: '15일', month: '1개월', threeMonths: '3개월', custom: '직접입력' },
  tab: { sports: '스포츠', live: '라이브', casino: '카지노', bet365: '가상게임', minigame: '미니게임' },
  provider: { all: '전체', lotus: '로투스', token: '토큰', evolution: '에볼루션', ntry: '엔트리', next: '넥스트' },
} as const;
