import { ALL_GAMES } from '../rounds/games.js';
import { upsertGameDefinitions } from '../rounds/round-store.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';
import type { TestRequest } from '../../testing/http-client.js';

/**
 * Issue 11: every admin change is audited with who, what, before, after, when and from where,
 * the line written in the change's own transaction. One row per admin action: the request, the
 * line's action and target, and the before and after it must record.
 */
let h: Harness;
let admin: Caller;
let member: Caller;
let pendingId: number;
let inquiryId: number;
let postId: number;
let popupId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await createHarness();
  await upsertGameDefinitions(h.db, ALL_GAMES);
  admin = await h.as(await h.createMember('auditadmin', { isAdmin: true, role: 10, type: 1 }));
  member = await h.as(await h.createMember('auditmember', { role: 2 }));
  pendingId = await h.createMember('auditpending', { status: 'pending' });
  await h.fund(member.memberId, 'cash', 50_000);
  await h.db.query('INSERT INTO blocked_ips (ip, reason) VALUES ($1, $2)', ['10.9.9.9', '스팸']);
  inquiryId = (
    await h.db.query<{ id: number }>(
      "INSERT INTO inquiries (member_id, title, question_contents, created_at) VALUES ($1, '질문', '내용', now()) RETURNING id",
      [member.memberId],
    )
  ).rows[0]!.id;
  await requestWithdrawal('approved');
});

/** The member asks to withdraw 10,000 won (one waiting request at a time), in a new session (blocking ended the old one). */
async function requestWithdrawal(name: string): Promise<void> {
  const res = await (
    await h.as(member.memberId)
  ).inject({
    method: 'POST',
    url: '/api/charge',
    payload: { memberId: member.memberId, depositMode: 1, depositAmount: 10_000, depositName: '홍길동', userDisplayFlag: 1 },
  });
  if (res.statusCode !== 200) throw new Error(`withdrawal refused: ${res.body}`);
  ids[name] = json<{ id: number }>(res).id;
}
afterAll(() => h.close());

interface Case {
  readonly name: string;
  readonly request: () => TestRequest | Promise<TestRequest>;
  readonly action: string;
  readonly target: () => string;
  readonly before: () => unknown;
  readonly after: () => unknown;
  /** Reads ids the request created (a new post or popup) before the line is checked. */
  readonly then?: (body: Record<string, unknown>) => void;
}

const put = (url: string, payload: unknown): TestRequest => ({ method: 'PUT', url, payload });
const post = (url: string, payload?: unknown): TestRequest => ({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

const CASES: readonly Case[] = [
  {
    name: 'approve a sign-up',
    request: () => post(`/api/admin/members/${pendingId}/approve`),
    action: 'admin.member.approve',
    target: () => 'auditpending',
    before: () => ({ status: 'pending' }),
    after: () => ({ status: 'active' }),
  },
  {
    name: 'block a member',
    request: () => put(`/api/admin/members/${member.memberId}`, { status: 'blocked' }),
    action: 'admin.member.change',
    target: () => 'auditmember',
    before: () => ({ status: 'active' }),
    after: () => ({ status: 'blocked' }),
  },
  {
    name: 'unblock a member',
    request: () => put(`/api/admin/members/${member.memberId}`, { status: 'active' }),
    action: 'admin.member.change',
    target: () => 'auditmember',
    before: () => ({ status: 'blocked' }),
    after: () => ({ status: 'active' }),
  },
  {
    name: "set a member's level",
    request: () => put(`/api/admin/members/${member.memberId}`, { role: 4 }),
    action: 'admin.member.change',
    target: () => 'auditmember',
    before: () => ({ role: 2 }),
    after: () => ({ role: 4 }),
  },
  {
    name: 'adjust a balance with a reason',
    request: () => post(`/api/admin/members/${member.memberId}/adjust`, { account: 'cash', amount: -5_000, memo: '오지급 회수' }),
    action: 'admin.member.adjust',
    target: () => 'auditmember',
    // 50,000 funded, 10,000 held by the waiting withdrawal.
    before: () => ({ account: 'cash', balance: 40_000 }),
    after: () => ({ account: 'cash', balance: 35_000, amount: -5_000, memo: '오지급 회수' }),
  },
  {
    name: 'grant roulette coupons',
    request: () => post(`/api/admin/members/${member.memberId}/coupons`, { normal: 2, vip: 1 }),
    action: 'admin.member.coupons',
    target: () => 'auditmember',
    before: () => ({ normal: 0, vip: 0 }),
    after: () => ({ normal: 2, vip: 1 }),
  },
  {
    name: 'approve a withdrawal',
    request: () => post(`/api/admin/charges/${ids.approved}/approve`),
    action: 'admin.charge.approve',
    target: () => `charge:${ids.approved}`,
    before: () => ({ status: 0, amount: 10_000, processedBy: null }),
    after: () => ({ status: 1, amount: 10_000, processedBy: admin.memberId }),
  },
  {
    name: 'reject a withdrawal',
    request: async () => {
      // A member withdraws again only 2 hours after the last request; the operator logs in again after those idle hours.
      h.clock.advance(2 * 60 * 60_000 + 1_000);
      admin = await h.as(admin.memberId);
      await requestWithdrawal('rejected');
      return post(`/api/admin/charges/${ids.rejected}/reject`);
    },
    action: 'admin.charge.reject',
    target: () => `charge:${ids.rejected}`,
    before: () => ({ status: 0, amount: 10_000, processedBy: null }),
    after: () => ({ status: 2, amount: 10_000, processedBy: admin.memberId }),
  },
  {
    name: 'flip a maintenance switch',
    request: () => put('/api/admin/settings', { tetherMaintenanceFlag: true, joinStartEndFlg: true }),
    action: 'admin.settings.change',
    target: () => 'settings',
    before: () => ({ tetherMaintenanceFlag: false, joinStartEndFlg: false }),
    after: () => ({ tetherMaintenanceFlag: true, joinStartEndFlg: true }),
  },
  {
    name: 'enforce the money conversion minimums',
    request: () => put('/api/admin/settings', { conversionMinimumEnforced: true }),
    action: 'admin.settings.change',
    target: () => 'settings',
    before: () => ({ conversionMinimumEnforced: false }),
    after: () => ({ conversionMinimumEnforced: true }),
  },
  {
    name: 'take a stake equal to the max bet',
    request: () => put('/api/admin/settings', { maxBetInclusive: true }),
    action: 'admin.settings.change',
    target: () => 'settings',
    before: () => ({ maxBetInclusive: false }),
    after: () => ({ maxBetInclusive: true }),
  },
  {
    name: "switch spec 5's sign-up readings to ids up to 14 and weighted nicknames",
    request: () => put('/api/admin/settings', { signUpUserIdMax14: true, signUpNicknameWeighted: true }),
    action: 'admin.settings.change',
    target: () => 'settings',
    before: () => ({ signUpUserIdMax14: false, signUpNicknameWeighted: false }),
    after: () => ({ signUpUserIdMax14: true, signUpNicknameWeighted: true }),
  },
  {
    name: "turn a mini-game's maintenance on",
    request: () => put('/api/admin/minigames/301/maintenance', { maintenance: true }),
    action: 'admin.minigame.maintenance',
    target: () => 'minigame:301',
    before: () => ({ maintenance: false }),
    after: () => ({ maintenance: true }),
  },
  {
    name: 'save a referral code',
    request: () => post('/api/admin/suggestion-codes', { code: 'AUDIT01', memberId: member.memberId, type: 1 }),
    action: 'admin.suggestionCode.save',
    target: () => 'code:AUDIT01',
    before: () => null,
    after: () => ({ memberId: member.memberId, type: 1, active: true }),
  },
  {
    name: 'block an address',
    request: () => post('/api/admin/blocked-ips', { ip: '10.1.2.3', reason: '도배' }),
    action: 'admin.ip.block',
    target: () => 'ip:10.1.2.3',
    before: () => null,
    after: () => ({ ip: '10.1.2.3', reason: '도배' }),
  },
  {
    name: 'unblock an address',
    request: () => ({ method: 'DELETE', url: '/api/admin/blocked-ips/10.9.9.9' }),
    action: 'admin.ip.unblock',
    target: () => 'ip:10.9.9.9',
    before: () => ({ ip: '10.9.9.9', reason: '스팸' }),
    after: () => null,
  },
  {
    name: 'answer an inquiry',
    request: () => post(`/api/admin/inquiries/${inquiryId}/answer`, { answerContents: '확인했습니다' }),
    action: 'admin.inquiry.answer',
    target: () => `inquiry:${inquiryId}`,
    before: () => ({ answers: [] }),
    after: () => ({ answers: ['확인했습니다'] }),
  },
  {
    name: 'send a message',
    request: () => post('/api/admin/messages', { memberId: member.memberId, title: '안내', contents: '<p>쪽지</p>' }),
    action: 'admin.message.send',
    target: () => `member:${member.memberId}`,
    before: () => null,
    after: () => ({ memberId: member.memberId, title: '안내', contents: '<p>쪽지</p>', recipients: 1 }),
  },
  {
    name: 'write a notice',
    request: () => post('/api/admin/boards', { board: 'notice', title: '첫 공지', contents: '<p>처음</p>' }),
    then: (body) => void (postId = Number(body.id)),
    action: 'admin.board.write',
    target: () => `post:${postId}`,
    before: () => null,
    after: () => ({ board: 'notice', category: 'notice', title: '첫 공지', contents: '<p>처음</p>' }),
  },
  {
    name: 'edit the notice',
    request: () => put(`/api/admin/boards/${postId}`, { board: 'notice', title: '고친 공지', contents: '<p>수정</p>' }),
    action: 'admin.board.edit',
    target: () => `post:${postId}`,
    before: () => ({ board: 'notice', category: 'notice', title: '첫 공지', contents: '<p>처음</p>' }),
    after: () => ({ board: 'notice', category: 'notice', title: '고친 공지', contents: '<p>수정</p>' }),
  },
  {
    name: 'delete the notice',
    request: () => ({ method: 'DELETE', url: `/api/admin/boards/${postId}` }),
    action: 'admin.board.delete',
    target: () => `post:${postId}`,
    before: () => ({ board: 'notice', category: 'notice', title: '고친 공지', contents: '<p>수정</p>' }),
    after: () => null,
  },
  {
    name: 'open a popup',
    request: () => post('/api/admin/popups', { contents: '<p>팝업</p>', link: null }),
    then: (body) => void (popupId = Number(body.id)),
    action: 'admin.popup.write',
    target: () => `popup:${popupId}`,
    before: () => null,
    after: () => ({ contents: '<p>팝업</p>', link: null, popupStatus: 0 }),
  },
  {
    name: 'close the popup',
    request: () => ({ method: 'DELETE', url: `/api/admin/popups/${popupId}` }),
    action: 'admin.popup.delete',
    target: () => `popup:${popupId}`,
    before: () => ({ contents: '<p>팝업</p>', link: null, popupStatus: 0 }),
    after: () => ({ contents: '<p>팝업</p>', link: null, popupStatus: 1 }),
  },
];

describe('the before and after of every admin action in the audit log', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const request = await c.request();
    const startId = Number((await h.db.query<{ id: number | null }>('SELECT max(id) AS id FROM audit_log')).rows[0]!.id ?? 0);
    const res = await admin.inject(request);
    expect(res.statusCode).toBe(200);
    c.then?.(json(res));
    const { rows } = await h.db.query<{ actor_member_id: number; actor_ip: string; target: string; detail: unknown; at: Date }>(
      'SELECT actor_member_id, actor_ip, target, detail, at FROM audit_log WHERE id > $1 AND action = $2',
      [startId, c.action],
    );
    expect(rows).toEqual([
      {
        actor_member_id: admin.memberId,
        actor_ip: '127.0.0.1',
        target: c.target(),
        detail: { before: c.before(), after: c.after() },
        at: new Date(h.clock.now()),
      },
    ]);
  });

  it('writes no line for a refused change (the line commits with the change)', async () => {
    const startId = Number((await h.db.query<{ id: number }>('SELECT max(id) AS id FROM audit_log')).rows[0]!.id);
    expect((await admin.inject(post(`/api/admin/members/${pendingId}/approve`))).statusCode).toBe(409);
    expect((await admin.inject(put('/api/admin/boards/9999999', { board: 'notice', title: 'x', contents: 'y' }))).statusCode).toBe(404);
    const { rows } = await h.db.query("SELECT action FROM audit_log WHERE id > $1 AND action LIKE 'admin.%.%'", [startId]);
    expect(rows).toEqual([]);
  });
});
