import { BANNER_MESSAGES } from '@bet/core/boards';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let admin: Caller;
let member: Caller;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.as(await h.createMember('banneradmin', { isAdmin: true, role: 10, type: 1 }));
  member = await h.as(await h.createMember('bannermember'));
});
afterAll(() => h.close());

type Banner = { id: number; title: string; caption: string; imageUrl: string | null; link: string; tone: string };
const banners = async (): Promise<Banner[]> => json<Banner[]>(await h.inject({ method: 'GET', url: '/api/banners' }));
const body = (title: string, patch: Partial<Banner> = {}) => ({
  title,
  caption: '',
  imageUrl: null,
  link: '/casino',
  tone: 'gold',
  ...patch,
});
const write = async (title: string, patch: Partial<Banner> = {}): Promise<number> =>
  json<{ id: number }>(await admin.inject({ method: 'POST', url: '/api/admin/banners', payload: body(title, patch) })).id;

beforeEach(async () => {
  await h.db.query('DELETE FROM site_banners');
});

describe('the top page banners', () => {
  it('are written, edited, moved and deleted by an operator, each change audited, and read by anyone in order', async () => {
    const first = await write('카지노 오픈', { tone: 'red', caption: '신규 게임' });
    const second = await write('첫충 10%', { link: '/events', imageUrl: '/images/banners/first.svg' });
    expect((await banners()).map((b) => [b.title, b.link, b.tone, b.imageUrl])).toEqual([
      ['카지노 오픈', '/casino', 'red', null],
      ['첫충 10%', '/events', 'gold', '/images/banners/first.svg'],
    ]);
    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/admin/banners/${first}`,
      payload: body('카지노 리뉴얼', { tone: 'blue' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await admin.inject({ method: 'POST', url: `/api/admin/banners/${second}/move`, payload: { direction: 'up' } })).statusCode,
    ).toBe(200);
    expect((await banners()).map((b) => b.title)).toEqual(['첫충 10%', '카지노 리뉴얼']);
    const edge = await admin.inject({ method: 'POST', url: `/api/admin/banners/${second}/move`, payload: { direction: 'up' } });
    expect([edge.statusCode, json(edge).message]).toEqual([409, BANNER_MESSAGES.cannotMove]);
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/banners/${first}` })).statusCode).toBe(200);
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/banners/${first}` })).statusCode).toBe(404);
    expect((await banners()).map((b) => b.id)).toEqual([second]);
    const { rows } = await h.db.query<{ action: string; target: string; detail: { before: unknown; after: unknown } }>(
      "SELECT action, target, detail FROM audit_log WHERE action LIKE 'admin.banner.%' ORDER BY id",
    );
    expect(rows.map((r) => [r.action, r.target])).toEqual([
      ['admin.banner.write', `banner:${first}`],
      ['admin.banner.write', `banner:${second}`],
      ['admin.banner.edit', `banner:${first}`],
      ['admin.banner.move', `banner:${second}`],
      ['admin.banner.delete', `banner:${first}`],
    ]);
    expect(rows[2]!.detail).toMatchObject({ before: { title: '카지노 오픈' }, after: { title: '카지노 리뉴얼', tone: 'blue' } });
  });

  it('refuse tags, script addresses, links off the site and members, and change nothing', async () => {
    const refused = [
      body('<img src=x onerror=alert(1)>'),
      body('제목', { caption: '<script>alert(1)</script>' }),
      body('제목', { imageUrl: 'javascript:alert(1)' }),
      body('제목', { link: 'https://evil.example' }),
      body('제목', { link: '//evil.example' }),
      body('제목', { tone: 'pink' }),
      body(''),
    ];
    for (const payload of refused) {
      const res = await admin.inject({ method: 'POST', url: '/api/admin/banners', payload });
      expect([JSON.stringify(payload), res.statusCode]).toEqual([JSON.stringify(payload), 400]);
    }
    expect((await member.inject({ method: 'POST', url: '/api/admin/banners', payload: body('회원') })).statusCode).toBe(403);
    expect(await banners()).toEqual([]);
  });

  it('keep one place each when operators move them at once', async () => {
    const ids: number[] = [];
    for (const title of ['하나', '둘', '셋', '넷', '다섯']) ids.push(await write(title));
    const moves = ids.flatMap((id) => [
      admin.inject({ method: 'POST', url: `/api/admin/banners/${id}/move`, payload: { direction: 'up' } }),
      admin.inject({ method: 'POST', url: `/api/admin/banners/${id}/move`, payload: { direction: 'down' } }),
    ]);
    const answers = await Promise.all(moves);
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const { rows } = await h.db.query<{ sort_order: number }>('SELECT sort_order FROM site_banners ORDER BY sort_order');
    expect(rows.map((r) => r.sort_order)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set((await banners()).map((b) => b.id))).toEqual(new Set(ids));
  });
});
