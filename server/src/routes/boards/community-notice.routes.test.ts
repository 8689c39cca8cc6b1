import { runSeed } from '../../seed/index.js';
import { createHarness, json, type Harness } from '../../testing/harness.js';

let h: Harness;
let ids: Record<string, number>;

beforeAll(async () => {
  h = await createHarness();
  ids = await runSeed(h.app.deps, h.app.modules);
});
afterAll(() => h.close());

type Post = { id: number; title: string; contents: string; category: string; createTimestamp: string; mine?: boolean };

const stored = async (id: number) =>
  (await h.app.deps.db.query<{ title: string; contents: string }>('SELECT title, contents FROM board_posts WHERE id = $1', [id])).rows[0];

describe('community notices (POST /board, GET /board/{id})', () => {
  it('lets a level-1 member write a notice, stored through the safe-html format and listed first on the board', async () => {
    const writer = await h.as(ids.member01!);
    // The safe-html format refuses active content at the edge with the field's Korean name.
    const active = await writer.inject({
      method: 'POST',
      url: '/api/board',
      payload: { title: '회원 공지', contents: '<p onclick="steal()">안녕하세요<script>alert(1)</script></p>' },
    });
    expect(active.statusCode).toBe(400);
    expect(json(active)).toMatchObject({ message: '내용 항목에 허용되지 않는 문자가 포함되어 있습니다.' });
    const res = await writer.inject({
      method: 'POST',
      url: '/api/board',
      payload: { title: '회원 공지', contents: '<p>안녕하세요</p><p><b>굵게</b></p>' },
    });
    expect(res.statusCode).toBe(200);
    const { id, message } = json<{ id: number; message: string }>(res);
    expect(message).toBe('완료되었습니다.');

    const post = json<Post>(await h.inject({ method: 'GET', url: `/api/board/${id}` }));
    expect(post).toMatchObject({ id, title: '회원 공지', category: 'notice' });
    expect(post.contents).toBe('<p>안녕하세요</p><p><b>굵게</b></p>');
    expect(post.createTimestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const list = json<Post[]>(await h.inject({ method: 'GET', url: '/api/board?category=notice&page=1&perpage=5' }));
    expect(list[0]).toMatchObject({ id, title: '회원 공지' });
    const row = await h.app.deps.db.query<{ author_member_id: string; board: string }>(
      'SELECT author_member_id, board FROM board_posts WHERE id = $1',
      [id],
    );
    // bigint columns come back as numbers from PGlite and as text from a real PostgreSQL server.
    expect({ ...row.rows[0], author_member_id: Number(row.rows[0]!.author_member_id) }).toEqual({
      author_member_id: ids.member01,
      board: 'notice',
    });
  });

  it("refuses a blank title and blank contents with core's texts (400), and stores nothing", async () => {
    const writer = await h.as(ids.member01!);
    const before = (await h.app.deps.db.query('SELECT id FROM board_posts')).rowCount;
    const blankTitle = await writer.inject({ method: 'POST', url: '/api/board', payload: { title: '   ', contents: '<p>x</p>' } });
    expect([blankTitle.statusCode, json(blankTitle)]).toEqual([400, expect.objectContaining({ message: '제목을 입력해주세요.' })]);
    const blankContents = await writer.inject({ method: 'POST', url: '/api/board', payload: { title: '제목', contents: ' ' } });
    expect([blankContents.statusCode, json(blankContents)]).toEqual([400, expect.objectContaining({ message: '내용을 입력해주세요.' })]);
    expect((await h.app.deps.db.query('SELECT id FROM board_posts')).rowCount).toBe(before);
  });

  it('refuses other levels (403 with the Korean text), visitors (401) and empty titles (400)', async () => {
    const member = await h.as(ids.member02!);
    const refused = await member.inject({ method: 'POST', url: '/api/board', payload: { title: '공지', contents: '<p>x</p>' } });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ message: '공지사항 작성 권한이 없습니다.' });
    expect((await h.inject({ method: 'POST', url: '/api/board', payload: { title: '공지', contents: 'x' } })).statusCode).toBe(401);
    const writer = await h.as(ids.member01!);
    expect((await writer.inject({ method: 'POST', url: '/api/board', payload: { title: '', contents: 'x' } })).statusCode).toBe(400);
  });

  it('answers 404 for a missing notice and for a post of another board', async () => {
    expect((await h.inject({ method: 'GET', url: '/api/board/999999' })).statusCode).toBe(404);
    const rules = json<Post[]>(await h.inject({ method: 'GET', url: '/api/boardRule' }));
    expect((await h.inject({ method: 'GET', url: `/api/board/${rules[0]!.id}` })).statusCode).toBe(404);
  });
});

describe('editing a community notice (PUT /board/{id})', () => {
  async function writtenBy(memberId: number, title: string): Promise<number> {
    const res = await (await h.as(memberId)).inject({ method: 'POST', url: '/api/board', payload: { title, contents: '<p>처음 글</p>' } });
    return json<{ id: number }>(res).id;
  }

  it('lets the level-1 author change title and contents (sanitised as on write); the detail says the post is theirs', async () => {
    const id = await writtenBy(ids.member01!, '고칠 공지');
    const author = await h.as(ids.member01!);
    expect(json<Post>(await author.inject({ method: 'GET', url: `/api/board/${id}` })).mine).toBe(true);
    expect(json<Post>(await h.inject({ method: 'GET', url: `/api/board/${id}` })).mine).toBe(false);

    const active = await author.inject({
      method: 'PUT',
      url: `/api/board/${id}`,
      payload: { title: '고친 공지', contents: '<p>고침<script>alert(1)</script></p>' },
    });
    expect([active.statusCode, json(active)]).toEqual([
      400,
      expect.objectContaining({ message: '내용 항목에 허용되지 않는 문자가 포함되어 있습니다.' }),
    ]);
    const blank = await author.inject({ method: 'PUT', url: `/api/board/${id}`, payload: { title: ' ', contents: '<p>고침</p>' } });
    expect([blank.statusCode, json(blank)]).toEqual([400, expect.objectContaining({ message: '제목을 입력해주세요.' })]);
    expect(await stored(id)).toEqual({ title: '고칠 공지', contents: '<p>처음 글</p>' });

    const res = await author.inject({
      method: 'PUT',
      url: `/api/board/${id}`,
      payload: { title: ' 고친 공지 ', contents: '<p>고친 &lt;b&gt;내용&lt;/b&gt;</p>' },
    });
    expect([res.statusCode, json(res)]).toEqual([200, { message: '완료되었습니다.' }]);
    expect(await stored(id)).toEqual({ title: '고친 공지', contents: '<p>고친 &lt;b&gt;내용&lt;/b&gt;</p>' });
    expect(json<Post>(await h.inject({ method: 'GET', url: `/api/board/${id}` }))).toMatchObject({
      id,
      title: '고친 공지',
      category: 'notice',
    });
  });

  it("refuses another member's notice (403), other levels (403), a missing notice (404) and visitors (401), changing nothing", async () => {
    const id = await writtenBy(ids.member01!, '남의 공지');
    const otherWriter = await h.createMember('writer02', { role: 1 });
    const payload = { title: '바꿔치기', contents: '<p>바꿈</p>' };

    const other = await (await h.as(otherWriter)).inject({ method: 'PUT', url: `/api/board/${id}`, payload });
    expect([other.statusCode, json(other)]).toEqual([
      403,
      expect.objectContaining({ message: '본인이 작성한 공지사항만 수정할 수 있습니다.' }),
    ]);
    expect(json<Post>(await (await h.as(otherWriter)).inject({ method: 'GET', url: `/api/board/${id}` })).mine).toBe(false);

    const level2 = await (await h.as(ids.member02!)).inject({ method: 'PUT', url: `/api/board/${id}`, payload });
    expect([level2.statusCode, json(level2)]).toEqual([403, expect.objectContaining({ message: '공지사항 작성 권한이 없습니다.' })]);

    const author = await h.as(ids.member01!);
    const missing = await author.inject({ method: 'PUT', url: '/api/board/999999', payload });
    expect([missing.statusCode, json(missing)]).toEqual([404, expect.objectContaining({ message: expect.any(String) })]);
    const rules = json<Post[]>(await h.inject({ method: 'GET', url: '/api/boardRule' }));
    expect((await author.inject({ method: 'PUT', url: `/api/board/${rules[0]!.id}`, payload })).statusCode).toBe(404);

    expect((await h.inject({ method: 'PUT', url: `/api/board/${id}`, payload })).statusCode).toBe(401);
    expect(await stored(id)).toEqual({ title: '남의 공지', contents: '<p>처음 글</p>' });
  });
});
