import type { AdminExportKind } from '../../api/contracts/admin-reports.js';
import { HISTORY_MESSAGES } from '../../history/domain/history.messages.js';
import { ADMIN_BET_GAME_TYPE_LABELS } from './admin-bet-legs.js';

export type { AdminExportKind };

/**
 * The operator's CSV exports (issue 27): what each file is called on the download buttons, its
 * Korean header row (Excel opens it: the server writes UTF-8 with a BOM), and the Korean words of
 * its coded columns. The server writes the rows in this column order.
 */

/** The download buttons' names. */
export const ADMIN_EXPORT_LABELS: Readonly<Record<AdminExportKind, string>> = {
  members: '회원',
  charges: '입출금',
  bets: '베팅 내역',
  settlements: '파트너 정산',
  audit: '감사 로그',
};

/** The header row of each file. */
export const ADMIN_EXPORT_HEADERS: Readonly<Record<AdminExportKind, readonly string[]>> = {
  members: ['번호', '아이디', '닉네임', '레벨', '구분', '상태', '추천인', '가입일시', '최근 로그인', '최근 로그인 IP'],
  charges: ['번호', '아이디', '닉네임', '구분', '지갑', '금액', '원화 환산', '상태', '신청일시', '처리일시'],
  bets: ['번호', '아이디', '닉네임', '게임 종류', '베팅금액', '배당', '예상 당첨금', '당첨금', '결과', '베팅일시', '정산일시'],
  settlements: ['아이디', '닉네임', '구분', '베팅금액', '당첨금액', '롤링금액', '루징금액', '시작일', '종료일'],
  audit: ['번호', '일시', '아이디', 'IP', '작업', '대상', '내용'],
};

/** Member types (members.type): 0 member, 1 partner, 2 recommender. */
export const EXPORT_MEMBER_TYPE: Readonly<Record<number, string>> = { 0: '회원', 1: '파트너', 2: '추천인' };

/** Member states, as the members screen and the export name them. */
export const ADMIN_MEMBER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: '승인대기',
  active: '정상',
  rejected: '거절',
  blocked: '차단',
};

/** A charge request: direction (deposit_mode), wallet (charge_type 0 won, 1 USDT) and state. */
export const EXPORT_CHARGE_WORDS = {
  mode: { 0: '입금', 1: '출금' } as Readonly<Record<number, string>>,
  wallet: { 0: '원화', 1: 'USDT' } as Readonly<Record<number, string>>,
  status: { 0: '대기', 1: '승인', 2: '취소' } as Readonly<Record<number, string>>,
};

/** Game types of bet_slips: spec 9's four, and 5 for casino and slot rounds (named by their category). */
export const EXPORT_BET_GAME_TYPE: Readonly<Record<number, string>> = { ...ADMIN_BET_GAME_TYPE_LABELS, 5: HISTORY_MESSAGES.tab.casino };
export const EXPORT_SLOT_LABEL = '슬롯';

/** A slip's settlement flag: 0 waiting, 1 won, 2 lost, 3 refund, -1 cancelled. */
const SETTLED = HISTORY_MESSAGES.settlement;
export const EXPORT_SETTLEMENT: Readonly<Record<number, string>> = {
  0: SETTLED.waiting,
  1: SETTLED.won,
  2: SETTLED.lost,
  3: SETTLED.refund,
  [-1]: SETTLED.cancelled,
};

/** A word from one of the maps above, or the raw code when a new one appears (never an empty cell). */
export const exportWord = (words: Readonly<Record<string | number, string>>, code: string | number): string => words[code] ?? String(code);

/** The file's name: `{kind}_{from}_{to}.csv`. */
export const adminExportFileName = (kind: AdminExportKind, from: string, to: string): string => `${kind}_${from}_${to}.csv`;
