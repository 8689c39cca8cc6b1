import type { ActivityStatementDto } from '../../api/contracts/activity-statement.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { portToken } from '../../shared/ports/port-token.js';

export type ActivityStatementData = ActivityStatementDto;

/** Server calls of my page's activity statement. */
export interface ActivityStatementGateway {
  /** GET /mypage/statement?from&to: the session member's statement. */
  statement(from: string, to: string): Promise<Result<ActivityStatementData, ApiError>>;
  /** The URL of the same statement as a CSV download (a link the browser follows). */
  csvUrl(from: string, to: string): string;
}
export const ActivityStatementGateway = portToken<ActivityStatementGateway>('ActivityStatementGateway');
