import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/** Every text a member reads in the messages (memo) screens. Exact spec wording where given. */
export const INBOX_MESSAGES = {
  unreadNotDeletable: '읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.',
  nothingDeletableSelected: '쪽지가 선택되지 않았거나 읽지않은 쪽지만 선택되었습니다.',
  unreadOnClose: '읽지 않은 쪽지가 있습니다.',
  confirmDeleteOne: '쪽지를 삭제하시겠습니까?',
  confirmDeleteSelected: (count: number): string => `선택한 쪽지 ${count}개를 삭제하시겠습니까?`,
  confirmDeleteAllRead: '읽은 쪽지를 모두 삭제하시겠습니까?',
  deleted: COMMON_MESSAGES.deleted,
  deletionFinished: '삭제가 완료되었습니다.',
  allMarkedRead: COMMON_MESSAGES.done,
  /** The server's answers: a message that is not (or no longer) there, and all marked read. */
  notFound: '쪽지를 찾을 수 없습니다.',
  allReadDone: '모든 쪽지를 읽음 처리했습니다.',
  badgeUnread: '읽지않음',
  badgeRead: '읽음',
} as const;
