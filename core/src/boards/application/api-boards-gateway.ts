import type { ApiClient } from '../../api/api-client.js';
import { NOTICE_CATEGORY } from '../domain/board-post.js';
import type { BoardsGateway } from './boards.gateway.js';

/** The notice widget asks for the newest posts: always the first page. */
const FIRST_PAGE = 1;

/**
 * The BoardsGateway over core's typed API client. Posts pass through as decoded (same field
 * names; `category` is text, `createTimestamp` text or null); `latestNotices(n)` is the first
 * page of n posts of category 'notice' from GET /board.
 */
export function createApiBoardsGateway(api: Pick<ApiClient, 'boards'>): BoardsGateway {
  const { boards } = api;
  return {
    notices: () => boards.notices(),
    rules: () => boards.rules(),
    events: () => boards.events(),
    latestNotices: (count) => boards.board({ category: NOTICE_CATEGORY, page: FIRST_PAGE, perpage: count }),
    banners: () => boards.banners(),
  };
}
