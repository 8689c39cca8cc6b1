import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

/**
 * Issue 7 item 9: `<a href="data:text/html;base64,...">` in a notice was stored and served raw.
 * Stored HTML now passes DOMPurify with core's URL policy on write (server/src/plugins/
 * html-sanitising.ts): only http(s), mailto and relative URLs survive in href, src and srcset.
 */
/** Accepted on write, then cleaned: the links and images lose their URL. */
const DANGEROUS = [
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">데이터</a>',
  '<a href="DATA:text/html,x">대문자</a>',
  '<a href="blob:https://example.com/x">블롭</a>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="d">',
  '<img srcset="/ok.png 1x, data:image/png;base64,xx 2x" alt="s">',
].join('');
const SAFE =
  '<a href="https://example.com/a">외부</a><a href="mailto:help@example.com">메일</a><a href="/notice/3">내부</a><img src="/images/flags/kr.svg" alt="kr">';

let h: Harness;
let admin: Caller;
let member: Caller;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.as(await h.createMember('htmladm01', { isAdmin: true, role: 10, type: 1 }));
  member = await h.as(await h.createMember('htmlmem01'));
});
afterAll(() => h.close());

function expectPolicyApplied(stored: string): void {
  expect(stored).not.toMatch(/data:|blob:|srcset/i);
  expect(stored).toContain('데이터</a>');
  expect(stored).toContain('href="https://example.com/a"');
  expect(stored).toContain('href="mailto:help@example.com"');
  expect(stored).toContain('href="/notice/3"');
  expect(stored).toContain('src="/images/flags/kr.svg"');
}

describe('stored HTML keeps only http(s), mailto and relative URLs', () => {
  it('a notice: the member-facing list serves it without data: or script links', async () => {
    const post = await admin.inject({
      method: 'POST',
      url: '/api/admin/boards',
      payload: { board: 'notice', title: '링크 공지', contents: DANGEROUS + SAFE },
    });
    expect(post.statusCode).toBe(200);
    const notices = json<{ title: string; contents: string }[]>(await h.inject({ method: 'GET', url: '/api/boardNotice' }));
    expectPolicyApplied(notices.find((n) => n.title === '링크 공지')!.contents);
  });

  it('a popup and a message to a member get the same policy', async () => {
    expect((await admin.inject({ method: 'POST', url: '/api/admin/popups', payload: { contents: DANGEROUS + SAFE } })).statusCode).toBe(
      200,
    );
    const popups = json<{ contents: string }[]>(await h.inject({ method: 'GET', url: '/api/boardPopup' }));
    expectPolicyApplied(popups.find((p) => p.contents.includes('데이터'))!.contents);

    const sent = await admin.inject({
      method: 'POST',
      url: '/api/admin/messages',
      payload: { memberId: member.memberId, title: '링크 쪽지', contents: DANGEROUS + SAFE },
    });
    expect(sent.statusCode).toBe(200);
    const inbox = json<{ title: string; contents: string }[]>(await member.inject({ method: 'GET', url: '/api/message/user/htmlmem01' }));
    expectPolicyApplied(inbox.find((m) => m.title === '링크 쪽지')!.contents);
  });

  it.each([
    '<script>alert(1)</script>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="java&#9;script:alert(1)">x</a>',
    '<a href="JAVASCRIPT:alert(1)">x</a>',
  ])('still refuses script outright with the Korean message (the first line of defence): %s', async (contents) => {
    const script = await admin.inject({ method: 'POST', url: '/api/admin/boards', payload: { board: 'notice', title: 'x', contents } });
    expect(script.statusCode).toBe(400);
    expect(json(script).message).toBe('내용 항목에 허용되지 않는 문자가 포함되어 있습니다.');
  });
});
