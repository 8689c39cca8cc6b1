import { MAX_MICRO_USDT } from '../../api/contract/wire.js';
import { parseUsdt, type MicroUsdt } from '../../shared/domain/money.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';

/** Texts of the operator's USDT queue (/admin/usdt; ours: the spec has none). */
export const USDT_QUEUE_MESSAGES = {
  approved: 'USDT 신청을 승인했습니다.',
  rejected: 'USDT 신청을 거절했습니다.',
  confirmReject: '이 USDT 신청을 거절하시겠습니까? 출금 신청이면 보류된 USDT가 회원에게 돌아갑니다.',
  receivedRequired: '받은 USDT 금액을 입력해주세요.',
  receivedInvalid: '받은 금액은 0보다 큰 USDT 금액으로, 소수 여섯째 자리까지 입력해주세요.',
  // Server refusals
  notUsdt: 'USDT 신청이 아닙니다.',
  otherMember: '화면의 회원과 신청한 회원이 다릅니다. 목록을 새로 고친 뒤 다시 처리해주세요.',
  receivedOnWithdrawal: '받은 금액은 입금 신청에만 입력합니다.',
} as const;

type Refusal = DomainError<'invalid'>;

/**
 * What the operator typed as the USDT that arrived for a deposit ('100', '12.5', '1,000.000001'):
 * more than 0, at most 6 decimals, as micro-USDT. Empty is null: the requested amount is credited.
 */
export function validateReceivedUsdt(text: string): Result<MicroUsdt | null, Refusal> {
  const typed = text.replace(/,/g, '').trim();
  if (typed === '') return ok(null);
  const amount = parseUsdt(typed);
  if (amount === null || amount <= 0 || amount > MAX_MICRO_USDT) return fail(domainError('invalid', USDT_QUEUE_MESSAGES.receivedInvalid));
  return ok(amount);
}

/**
 * The amount a deposit's approval credits: what the operator typed, else the requested amount; a
 * request that named none (an eth deposit, where the member may send any amount) needs it typed.
 */
export function usdtCreditOf(requested: number, typed: number | null): Result<number, Refusal> {
  if (typed !== null) return ok(typed);
  return requested > 0 ? ok(requested) : fail(domainError('invalid', USDT_QUEUE_MESSAGES.receivedRequired));
}
