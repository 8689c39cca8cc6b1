export { BOARDS_MESSAGES } from './domain/boards.messages.js';
export {
  boardPostTime,
  canEditNotice,
  canWriteNotice,
  NOTICE_CATEGORY,
  NOTICE_TICKER_SECONDS,
  NOTICE_WIDGET_HEIGHT_PX,
  NOTICE_WIDGET_SIZE,
  NOTICE_WRITER_ROLE,
  noticeWidgetItems,
  selectBoardPost,
} from './domain/board-post.js';
export type { BoardPost, NoticeWidgetItem } from './domain/board-post.js';
export {
  BANNER_CAPTION_MAX,
  BANNER_IMAGE_URL_MAX,
  BANNER_IMAGE_URL_PATTERN,
  BANNER_LINK_PATHS,
  BANNER_MESSAGES,
  BANNER_ROTATE_MS,
  BANNER_TITLE_MAX,
  BANNER_TONES,
  normalisedBannerDraft,
  siteBannerDraftError,
} from './domain/site-banner.js';
export type { BannerLinkPath, BannerTone, SiteBanner, SiteBannerDraft } from './domain/site-banner.js';
export { EVENT_CATEGORY_ORDER, firstEvent, groupEventsByCategory } from './domain/event-categories.js';
export type { EventCategoryGroup, EventCategoryId } from './domain/event-categories.js';
export { BoardsGateway } from './application/boards.gateway.js';
export { BoardsViewModel } from './application/boards.view-model.js';
export type { BoardsTab, BoardsView, BoardsViewModelDeps } from './application/boards.view-model.js';
export { createApiBoardsGateway } from './application/api-boards-gateway.js';
export { COMMUNITY_NOTICE_MESSAGES } from './domain/community-notice.messages.js';
export { checkNoticeDraft, COMMUNITY_NOTICE_PER_PAGE, communityNoticeRow, noticeHtmlOf, noticeTextOf } from './domain/community-notice.js';
export type { CommunityNoticeRow, NoticeDraft } from './domain/community-notice.js';
export { CommunityNoticeGateway } from './application/community-notice.gateway.js';
export { CommunityNoticeViewModel } from './application/community-notice.view-model.js';
export type { CommunityNoticeView, CommunityNoticeViewModelDeps } from './application/community-notice.view-model.js';
export { createApiCommunityNoticeGateway } from './application/api-community-notice-gateway.js';
