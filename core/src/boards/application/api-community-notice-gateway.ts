import type { ApiClient } from '../../api/api-client.js';
import { NOTICE_CATEGORY } from '../domain/board-post.js';
import type { CommunityNoticeGateway } from './community-notice.gateway.js';

/** The CommunityNoticeGateway over core's typed API client (posts pass through as decoded). */
export function createApiCommunityNoticeGateway(api: Pick<ApiClient, 'boards'>): CommunityNoticeGateway {
  const { boards } = api;
  return {
    page: (page, perpage) => boards.board({ category: NOTICE_CATEGORY, page, perpage }),
    post: (id) => boards.post(id),
    write: async (draft) => {
      const r = await boards.writeNotice({ title: draft.title, contents: draft.contents });
      return r.ok ? { ok: true, value: r.value.id } : r;
    },
    edit: async (id, draft) => {
      const r = await boards.editNotice(id, { title: draft.title, contents: draft.contents });
      return r.ok ? { ok: true, value: undefined } : r;
    },
  };
}
