// Boards: the top page's notice widget, the notice/rules/events pages and the community notice.
export { NoticeWidget, type NoticeWidgetItem } from './NoticeWidget.js';
export { NoticeTicker } from './NoticeTicker.js';
export { BoardPage, type BoardPageProps, type BoardsScreenModel } from './BoardPage.js';
export { BOARD_PATHS } from './BoardShortcuts.js';
export {
  CommunityNoticePage,
  COMMUNITY_NOTICE_PATH,
  type CommunityNoticePageProps,
  type CommunityNoticeScreen,
  type CommunityNoticeScreenModel,
} from './CommunityNoticePage.js';
export { BOARDS_TEXTS } from './texts.js';
export { BoardDialog, type BoardDialogProps } from './BoardDialog.js';
export { BOARDS_DIALOG_KINDS, boardsDialogs, type BoardsDialogDeps, type BoardsDialogKind } from './dialogs.js';
