import type { ApiError } from '../../shared/domain/api-error.js';
import type { Points } from '../../shared/domain/money.js';
import type { Result } from '../../shared/domain/result.js';
import type { PointRecord } from '../domain/point-record.js';
import { portToken } from '../../shared/ports/port-token.js';

/** 'conversions': the exchange page's list (pointToCashFlg=1); 'all': my page's point history. */
export type PointHistoryScope = 'conversions' | 'all';

export interface PointRecordPage {
  readonly rows: readonly PointRecord[];
  readonly total: number;
}

/** The logged-in member as the point pages read it (balances from the session). */
export interface PointsMember {
  readonly id: number;
  readonly userId: string;
  readonly emoney: number;
  readonly point: number;
  /** Sent with a conversion so the server refuses one made on a stale balance. */
  readonly updatedAt: string;
}

/** Server calls of the point pages (spec 7 "Points/money"). The member comes from the session. */
export interface PointsGateway {
  /** GET /point/count and GET /point (memberId, pointToCashFlg=1 for conversions, page, perpage). */
  page(scope: PointHistoryScope, page: number, perPage: number): Promise<Result<PointRecordPage, ApiError>>;
  /** DELETE /point/{id} */
  deleteOne(id: number): Promise<Result<void, ApiError>>;
  /** DELETE /point/allPoinToCash/{userId} (spec spelling kept): hides every conversion. */
  deleteAll(): Promise<Result<void, ApiError>>;
  /** POST /emoney/pointToEmoney (memberId, point, userUpdatedAt) */
  convert(request: { readonly point: Points; readonly userUpdatedAt: string }): Promise<Result<void, ApiError>>;
}
export const PointsGateway = portToken<PointsGateway>('PointsGateway');
