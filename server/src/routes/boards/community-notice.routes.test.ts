import { runSeed } from '../../seed/index.js';
import { createHarness, json, type Harness } from '../../testing/harness.js';

let h: Harness;
let ids: Record<string, number>;

beforeAll(async () => {
  h = await createHarness();
  ids = await runSeed(h.app.deps, h.app.modules);
});
afterAll(() => h.close());

type Post = { id: number; title: string; contents: string; category: string; createTimestamp: string };

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
