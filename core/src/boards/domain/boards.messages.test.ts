import { BOARDS_MESSAGES } from './boards.messages.js';

describe('boards texts', () => {
  it('names the three boards and the empty list', () => {
    expect([BOARDS_MESSAGES.noticeTab, BOARDS_MESSAGES.ruleTab, BOARDS_MESSAGES.eventTab]).toEqual(['공지사항', '베팅규정', '이벤트']);
    expect(BOARDS_MESSAGES.empty).toBe('등록된 글이 없습니다.');
  });
});
