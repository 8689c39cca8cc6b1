import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { BoardPost } from '../domain/board-post.js';
import type { NoticeDraft } from '../domain/community-notice.js';
import { portToken } from '../../shared/ports/port-token.js';

/** Server calls of /community/notice (spec 2, 7). */
export interface CommunityNoticeGateway {
  /** GET /board?category=notice&page&perpage */
  page(page: number, perpage: number): Promise<Result<readonly BoardPost[], ApiError>>;
  /** GET /board/{id} */
  post(id: number): Promise<Result<BoardPost, ApiError>>;
  /** POST /board (level 1 only): the new post's id. */
  write(draft: NoticeDraft): Promise<Result<number, ApiError>>;
  /** PUT /board/{id} (level 1, the author only). */
  edit(id: number, draft: NoticeDraft): Promise<Result<void, ApiError>>;
}
export const CommunityNoticeGateway = portToken<CommunityNoticeGateway>('CommunityNoticeGateway');
