import fc from 'fast-check';
import { checkNoticeDraft, communityNoticeRow, noticeHtmlOf, noticeTextOf } from './community-notice.js';
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

  it('reads a stored notice back as the lines that were typed (the edit form starts from them)', () => {
    expect(noticeTextOf('<p>첫 줄</p><p><br></p><p>&lt;b&gt;둘째&lt;/b&gt; &amp; 끝</p>')).toBe('첫 줄\n\n<b>둘째</b> & 끝');
    expect(noticeTextOf('<p><strong>운영자</strong> 공지</p><p>둘째&nbsp;줄</p>')).toBe('운영자 공지\n둘째 줄');
    expect(noticeTextOf('줄 없는 글')).toBe('줄 없는 글');
  });

  it('round-trips any typed text whose lines are not blank: noticeTextOf(noticeHtmlOf(t)) = t', () => {
    const line = fc.string({ minLength: 1, maxLength: 20 }).filter((l) => l.trim() !== '' && !/[\r\n]/.test(l));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), (lines) => {
        const text = lines.join('\n');
        expect(noticeTextOf(noticeHtmlOf(text))).toBe(text);
      }),
    );
  });
});
