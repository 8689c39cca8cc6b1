import type { AdminUsdtRequestDto } from '../../api/contracts/admin-usdt.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { MicroUsdt } from '../../shared/domain/money.js';
import type { Result } from '../../shared/domain/result.js';
import { portToken } from '../../shared/ports/port-token.js';

/** A USDT request in the operator's queue: a USD deposit, a tether charge or a USD withdrawal. */
export type UsdtQueueRequest = AdminUsdtRequestDto;

/** 0 waiting, 1 done, 2 cancelled. */
export type UsdtQueueStatus = 0 | 1 | 2;

/** The operator's decision on a request, naming the member the screen showed. */
export type UsdtQueueDecision =
  | { readonly kind: 'approve'; readonly memberId: number; readonly receivedAmount: MicroUsdt | null }
  | { readonly kind: 'reject'; readonly memberId: number };

type Answer<T = void> = Promise<Result<T, ApiError>>;

/** The USDT queue's calls (contracts/admin-usdt.ts; admins only). */
export interface UsdtQueueGateway {
  /**
   * GET /admin/usdt-requests?status&page&perpage (newest first). `background`: the queue's poll,
   * not a person (X-Background-Poll: it does not keep the operator's session alive).
   */
  requests(status: UsdtQueueStatus, page: number, perPage: number, background?: boolean): Answer<readonly UsdtQueueRequest[]>;
  /** POST /admin/usdt-requests/{id}/approve | reject (money-moving) */
  decide(requestId: number, decision: UsdtQueueDecision): Answer;
}
export const UsdtQueueGateway = portToken<UsdtQueueGateway>('UsdtQueueGateway');
