import { checkNoticeDraft, communityNoticeRow, noticeHtmlOf } from './community-notice.js';
import { COMMUNITY_NOTICE_MESSAGES as M } from './community-notice.messages.js';

describe('community notice drafts', () => {
  it('asks for the title, then the contents', () => {
    expect(checkNoticeDraft({ title: '  ', contents: '본문' })).toEqual({ ok: false, error: '제목을 입력해주세요.' });
    expect(checkNoticeDraft({ title: '제목', contents: '\n ' })).toEqual({ ok: false, error: M.contentsRequired });
  });

  it('sends the trimmed title and the typed lines as escaped paragraphs', () => {
    expect(checkNoticeDraft({ title: ' 점검 안내 ', contents: '첫 줄\n\n<b>둘째</b> & 끝' })).toEqual({
      ok: true,
      value: { title: '점검 안내', contents: '<p>첫 줄</p><p><br></p><p>&lt;b&gt;둘째&lt;/b&gt; &amp; 끝</p>' },
    });
    expect(noticeHtmlOf(`"a" 'b'`)).toBe('<p>&quot;a&quot; &#39;b&#39;</p>');
  });

  it('dates a row YY.MM.DD in KST, empty without a time', () => {
    const post = { id: 4, title: '공지', contents: '', category: 'notice' };
    expect(communityNoticeRow({ ...post, createTimestamp: '2026-11-23 00:30:00' })).toEqual({ id: 4, title: '공지', date: '26.11.23' });
    expect(communityNoticeRow({ ...post, createTimestamp: null }).date).toBe('');
  });
});
