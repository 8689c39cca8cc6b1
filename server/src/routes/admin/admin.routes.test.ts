import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let admin: Caller;
let member: Caller;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.as(await h.createMember('adminuser', { isAdmin: true, role: 10, type: 1 }));
  member = await h.as(await h.createMember('plainuser'));
});
afterAll(() => h.close());

describe('admin API', () => {
  it('is refused to members (403) and visitors (401), and the refusal is audited', async () => {
    const denied = await member.inject({
      method: 'POST',
      url: '/api/admin/messages',
      payload: { memberId: member.memberId, title: 't', contents: 'c' },
    });
    expect(denied.statusCode).toBe(403);
    expect(json(denied).message).toBe('관리자만 이용할 수 있습니다.');
    expect((await h.inject({ method: 'GET', url: '/api/admin/members' })).statusCode).toBe(401);
    const { rows } = await h.db.query<{ detail: { status: number } }>(
      "SELECT detail FROM audit_log WHERE action = 'admin POST /api/admin/messages' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]?.detail.status).toBe(403);
  });

  it('approves a pending member, who can then be seen as active', async () => {
    const pending = await h.createMember('pendingu1', { status: 'pending' });
    const list = json<{ id: number }[]>(await admin.inject({ method: 'GET', url: '/api/admin/members?status=pending&page=1&perpage=10' }));
    expect(list.map((m) => m.id)).toContain(pending);
    expect(json(await admin.inject({ method: 'POST', url: `/api/admin/members/${pending}/approve` })).message).toBe('승인되었습니다.');
    const again = await admin.inject({ method: 'POST', url: `/api/admin/members/${pending}/approve` });
    expect(again.statusCode).toBe(409);
    expect((await admin.inject({ method: 'POST', url: '/api/admin/members/999999/reject' })).statusCode).toBe(404);
  });

  it('blocks a member: the open session ends (556)', async () => {
    const victim = await h.as(await h.createMember('blockme01'));
    expect(
      (await admin.inject({ method: 'PUT', url: `/api/admin/members/${victim.memberId}`, payload: { status: 'blocked' } })).statusCode,
    ).toBe(200);
    expect((await victim.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(556);
  });

  it('adjusts balances through the ledger, never below zero', async () => {
    const up = await admin.inject({
      method: 'POST',
      url: `/api/admin/members/${member.memberId}/adjust`,
      payload: { account: 'cash', amount: 5_000, memo: '보정' },
    });
    expect(up.statusCode).toBe(200);
    const down = await admin.inject({
      method: 'POST',
      url: `/api/admin/members/${member.memberId}/adjust`,
      payload: { account: 'cash', amount: -6_000, memo: '회수' },
    });
    expect(down.statusCode).toBe(409);
    expect(json<{ emoney: number }>(await member.inject({ method: 'GET', url: `/api/member/${member.memberId}` })).emoney).toBe(5_000);
  });

  it('refuses an adjustment without a reason and changes nothing', async () => {
    const blank = await admin.inject({
      method: 'POST',
      url: `/api/admin/members/${member.memberId}/adjust`,
      payload: { account: 'cash', amount: 1_000, memo: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).message).toBe('조정 사유를 입력해주세요.');
    expect(json<{ emoney: number }>(await member.inject({ method: 'GET', url: `/api/member/${member.memberId}` })).emoney).toBe(5_000);
  });

  it("lists a member's balances and ledger entries, newest first, and finds members by part of the id or nickname", async () => {
    const ledger = json<{ balances: { cash: number }; entries: { kind: string; memo: string; account: string; amount: number }[] }>(
      await admin.inject({ method: 'GET', url: `/api/admin/members/${member.memberId}/ledger?page=1&perpage=10` }),
    );
    expect(ledger.balances.cash).toBe(5_000);
    expect(ledger.entries[0]).toMatchObject({ kind: 'admin.adjust', memo: '보정', account: 'cash', amount: 5_000 });
    expect((await admin.inject({ method: 'GET', url: '/api/admin/members/999999/ledger?page=1&perpage=10' })).statusCode).toBe(404);
    const found = json<{ userId: string }[]>(await admin.inject({ method: 'GET', url: '/api/admin/members?q=AINUS&page=1&perpage=10' }));
    expect(found.map((m) => m.userId)).toEqual(['plainuser']);
    expect(json<unknown[]>(await admin.inject({ method: 'GET', url: '/api/admin/members?q=%25&page=1&perpage=10' }))).toEqual([]);
  });

  it('writes boards and popups (refusing script), sends messages to everyone, changes settings', async () => {
    const post = await admin.inject({
      method: 'POST',
      url: '/api/admin/boards',
      payload: { board: 'notice', title: '새 공지', contents: '<p>내용</p>' },
    });
    expect(post.statusCode).toBe(200);
    const script = await admin.inject({
      method: 'POST',
      url: '/api/admin/boards',
      payload: { board: 'notice', title: 'x', contents: '<script>alert(1)</script>' },
    });
    expect(script.statusCode).toBe(400);
    expect(json(script).message).toBe('내용 항목에 허용되지 않는 문자가 포함되어 있습니다.');
    const handler = await admin.inject({ method: 'POST', url: '/api/admin/popups', payload: { contents: '<img src=x onerror=alert(1)>' } });
    expect(handler.statusCode).toBe(400);
    expect(json<{ title: string }[]>(await h.inject({ method: 'GET', url: '/api/boardNotice' }))[0]?.title).toBe('새 공지');
    const { id } = json<{ id: number }>(post);
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/boards/${id}` })).statusCode).toBe(200);
    const sent = json<{ count: number }>(
      await admin.inject({
        method: 'POST',
        url: '/api/admin/messages',
        payload: { memberId: 0, title: '전체 공지', contents: '<p>안내</p>' },
      }),
    );
    expect(sent.count).toBeGreaterThanOrEqual(2);
    expect(
      (await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: { siteNoticeFlg: true, idNiknameBan: ['bad'] } }))
        .statusCode,
    ).toBe(200);
    expect(json(await h.inject({ method: 'GET', url: '/api/setting/user' }))).toMatchObject({ siteNoticeFlg: true, idNiknameBan: ['bad'] });
    expect((await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: { nope: 1 } })).statusCode).toBe(400);
  });

  it('blocks and unblocks IPs, reports the ledger sound, and lists the audit log', async () => {
    expect(
      (await admin.inject({ method: 'POST', url: '/api/admin/blocked-ips', payload: { ip: '10.1.2.3', reason: 'abuse' } })).statusCode,
    ).toBe(200);
    expect((await admin.inject({ method: 'DELETE', url: '/api/admin/blocked-ips/10.1.2.3' })).statusCode).toBe(200);
    expect(json(await admin.inject({ method: 'GET', url: '/api/admin/ledger/check' }))).toMatchObject({ sound: true });
    const audit = json<{ action: string }[]>(await admin.inject({ method: 'GET', url: '/api/admin/audit?page=1&perpage=50' }));
    expect(audit.some((a) => a.action === 'admin POST /api/admin/blocked-ips')).toBe(true);
  });

  it('keeps the audit log append-only', async () => {
    await expect(h.db.query('UPDATE audit_log SET action = $1', ['x'])).rejects.toThrow(/append-only/);
    await expect(h.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});

describe('admin operations', () => {
  it('lists and answers inquiries, lists charges, edits and hides boards and popups', async () => {
    const { rows } = await h.db.query<{ id: number }>(
      "INSERT INTO inquiries (member_id, title, question_contents, created_at) VALUES ($1, '질문', '내용', now()) RETURNING id",
      [member.memberId],
    );
    const inquiryId = rows[0]!.id;
    const waiting = json<{ id: number; answered: boolean }[]>(
      await admin.inject({ method: 'GET', url: '/api/admin/inquiries?waiting=true' }),
    );
    expect(waiting.map((i) => i.id)).toContain(inquiryId);
    expect(
      json(await admin.inject({ method: 'POST', url: `/api/admin/inquiries/${inquiryId}/answer`, payload: { answerContents: '답변' } }))
        .message,
    ).toBe('답변이 등록되었습니다.');
    expect(
      json<{ id: number }[]>(await admin.inject({ method: 'GET', url: '/api/admin/inquiries?waiting=true' })).map((i) => i.id),
    ).not.toContain(inquiryId);
    expect(
      (await admin.inject({ method: 'POST', url: '/api/admin/inquiries/999999/answer', payload: { answerContents: 'x' } })).statusCode,
    ).toBe(404);

    await h.fund(member.memberId, 'cash', 20_000);
    const request = json<{ id: number }>(
      await member.inject({
        method: 'POST',
        url: '/api/charge',
        payload: { memberId: member.memberId, depositMode: 1, depositAmount: 10_000, depositName: '홍길동', userDisplayFlag: 1 },
      }),
    );
    const charges = json<{ id: number; memberId: number; depositMode: number }[]>(
      await admin.inject({ method: 'GET', url: '/api/admin/charges?status=0&depositMode=1&page=1&perpage=20' }),
    );
    expect(charges).toEqual([expect.objectContaining({ id: request.id, memberId: member.memberId, userId: 'plainuser', depositMode: 1 })]);
    expect((await admin.inject({ method: 'POST', url: '/api/admin/charges/999999/approve' })).statusCode).toBe(404);

    const post = json<{ id: number }>(
      await admin.inject({
        method: 'POST',
        url: '/api/admin/boards',
        payload: { board: 'event', title: '이벤트', contents: '<p>a</p>', category: '4' },
      }),
    );
    expect(
      (
        await admin.inject({
          method: 'PUT',
          url: `/api/admin/boards/${post.id}`,
          payload: { board: 'event', title: '바뀐 이벤트', contents: '<p>b</p>' },
        })
      ).statusCode,
    ).toBe(200);
    expect(json<{ title: string; category: string }[]>(await h.inject({ method: 'GET', url: '/api/boardEvent' }))[0]).toMatchObject({
      title: '바뀐 이벤트',
      category: '4',
    });
    expect(
      (await admin.inject({ method: 'PUT', url: '/api/admin/boards/999999', payload: { board: 'event', title: 'x', contents: 'y' } }))
        .statusCode,
    ).toBe(404);
    const popup = json<{ id: number }>(
      await admin.inject({
        method: 'POST',
        url: '/api/admin/popups',
        payload: { contents: '<p>팝업</p>', link: 'https://example.com/e', popupSize: '300px' },
      }),
    );
    expect(json<{ id: number }[]>(await h.inject({ method: 'GET', url: '/api/boardPopup' })).map((p) => p.id)).toContain(popup.id);
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/popups/${popup.id}` })).statusCode).toBe(200);
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/popups/${popup.id}` })).statusCode).toBe(404);
    expect(
      (await admin.inject({ method: 'POST', url: '/api/admin/popups', payload: { contents: 'x', link: 'javascript:alert(1)' } }))
        .statusCode,
    ).toBe(400);
  });

  it('sets deposit accounts per level and referral codes, grants coupons', async () => {
    expect(
      (
        await admin.inject({
          method: 'PUT',
          url: '/api/admin/banking-levels',
          payload: { userType: 'A', level: 1, bankName: '우리은행', bankAccountNumber: '1002-123-456789', accountHolder: '(주)벳' },
        })
      ).statusCode,
    ).toBe(200);
    expect(json<{ bankName: string }[]>(await member.inject({ method: 'GET', url: '/api/settingBanking/level/A' }))[0]?.bankName).toBe(
      '우리은행',
    );
    expect(
      (
        await admin.inject({
          method: 'POST',
          url: '/api/admin/suggestion-codes',
          payload: { code: 'NEWCODE', memberId: member.memberId, type: 1 },
        })
      ).statusCode,
    ).toBe(200);
    expect(json(await h.inject({ method: 'GET', url: '/api/suggestioncode?codeEquals=NEWCODE' }))).toEqual({
      type: 1,
      memberId: member.memberId,
    });
    expect(
      (await admin.inject({ method: 'POST', url: '/api/admin/suggestion-codes', payload: { code: 'NOONE', memberId: 999999, type: 0 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.inject({ method: 'POST', url: `/api/admin/members/${member.memberId}/coupons`, payload: { normal: 2, vip: 1 } }))
        .statusCode,
    ).toBe(200);
    expect(json(await member.inject({ method: 'GET', url: `/api/card/user/count?memberId=${member.memberId}` }))).toEqual({
      normal: 2,
      vip: 1,
    });
    expect(
      (await admin.inject({ method: 'POST', url: '/api/admin/members/999999/coupons', payload: { normal: 1, vip: 0 } })).statusCode,
    ).toBe(404);
    expect((await admin.inject({ method: 'POST', url: '/api/admin/blocked-ips', payload: { ip: '127.0.0.1' } })).statusCode).toBe(400);
  });
});

describe('partner area', () => {
  it('lists the members a partner brought in, through their recommenders, and is refused to members', async () => {
    const partnerId = await h.createMember('partnerx1', { type: 1 });
    const recomm = await h.createMember('recommx01', { type: 2 });
    const direct = await h.createMember('downline1');
    const indirect = await h.createMember('downline2');
    await h.db.query('UPDATE members SET recommender_id = $1 WHERE id = ANY($2::bigint[])', [partnerId, [recomm, direct]]);
    await h.db.query('UPDATE members SET recommender_id = $1 WHERE id = $2', [recomm, indirect]);
    const partner = await h.as(partnerId);
    const list = json<{ id: number; depth: number }[]>(
      await partner.inject({ method: 'GET', url: '/api/partner/members?page=1&perpage=20' }),
    );
    expect(list.map((m) => m.id).sort()).toEqual([recomm, direct, indirect].sort());
    expect(json(await partner.inject({ method: 'GET', url: '/api/partner/summary' }))).toEqual({
      members: 3,
      depositTotal: 0,
      withdrawalTotal: 0,
    });
    const refused = await member.inject({ method: 'GET', url: '/api/partner/summary' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('파트너 권한이 필요합니다.');
  });
});

describe('meta', () => {
  it('serves health and an OpenAPI document of every route with its schema', async () => {
    expect(json(await h.inject({ method: 'GET', url: '/api/health' }))).toMatchObject({ ok: true, database: h.db.kind, status: 'ok' });
    const doc = json<{ openapi: string; paths: Record<string, Record<string, { 'x-auth': string; requestBody?: unknown }>> }>(
      await h.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/member/{id}']?.get?.['x-auth']).toBe('member');
    expect(doc.paths['/admin/settings']?.put?.['x-auth']).toBe('admin');
    expect(doc.paths['/auth/login']?.post?.requestBody).toBeDefined();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(60);
  });

  it('answers unknown API paths with a Korean 404, never cached', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/nope' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: '요청하신 페이지를 찾을 수 없습니다.', code: 'notFound' });
  });
});
