// Boards: the top page's notice widget.
export { NoticeWidget, type NoticeWidgetItem } from './NoticeWidget.js';
export { BOARDS_TEXTS } from './texts.js';
