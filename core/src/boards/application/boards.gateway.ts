import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { BoardPost } from '../domain/board-post.js';
import type { SiteBanner } from '../domain/site-banner.js';
import { portToken } from '../../shared/ports/port-token.js';

/** Server calls of the boards (spec 7). */
export interface BoardsGateway {
  /** GET /boardNotice?noticeType=0 */
  notices(): Promise<Result<readonly BoardPost[], ApiError>>;
  /** GET /boardRule */
  rules(): Promise<Result<readonly BoardPost[], ApiError>>;
  /** GET /boardEvent */
  events(): Promise<Result<readonly BoardPost[], ApiError>>;
  /** GET /board?category=notice&page=1&perpage={count}: the newest board notices. */
  latestNotices(count: number): Promise<Result<readonly BoardPost[], ApiError>>;
  /** GET /banners: the top page's banners in the operator's order. */
  banners(): Promise<Result<readonly SiteBanner[], ApiError>>;
}
export const BoardsGateway = portToken<BoardsGateway>('BoardsGateway');
