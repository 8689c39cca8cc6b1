import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let me: Caller;
let admin: Caller;

beforeAll(async () => {
  h = await createHarness();
  me = await h.as(await h.createMember('support01', { role: 7, userType: 'A' }));
  admin = await h.as(await h.createMember('supadmin1', { isAdmin: true }));
});
afterAll(() => h.close());

describe('non-member inquiries', () => {
  it('registers one from a visitor and asks for every field', async () => {
    const ok = await h.inject({
      method: 'POST',
      url: '/api/supportNonMember',
      payload: { name: '방문자', phoneNumber: '01012345678', question: '가입 문의드립니다' },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).message).toBe('비회원 문의가 등록되었습니다.');
    const empty = await h.inject({
      method: 'POST',
      url: '/api/supportNonMember',
      payload: { name: ' ', phoneNumber: '01012345678', question: 'x' },
    });
    expect(json(empty).message).toBe('위 항목을 입력해주세요.');
  });

  it('limits inquiries per IP and hour', async () => {
    for (let i = 0; i < 4; i++)
      await h.inject({
        method: 'POST',
        url: '/api/supportNonMember',
        payload: { name: '방문자', phoneNumber: '010', question: `문의 ${i}` },
      });
    const res = await h.inject({
      method: 'POST',
      url: '/api/supportNonMember',
      payload: { name: '방문자', phoneNumber: '010', question: '또 문의' },
    });
    expect(res.statusCode).toBe(429);
    expect(json(res).message).toBe('문의가 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });
});

describe('member inquiries', () => {
  it('validates title and content with the spec messages', async () => {
    const post = (title: string, questionContents: string) =>
      me.inject({ method: 'POST', url: '/api/customer/', payload: { memberId: me.memberId, title, questionContents, template: null } });
    expect(json(await post('', '내용')).message).toBe('제목을 입력해주세요.');
    expect(json(await post('   ', '내용')).message).toBe('공백만으로는 제목을 입력할 수 없습니다.');
    expect(json(await post('제목', ' ')).message).toBe('문의 내용을 입력해주세요.');
    expect(json(await post('제목', '내용 ☺')).message).toBe('문의 내용에는 한글, 영문, 숫자, 공백과 일부 특수문자만 사용할 수 있습니다.');
  });

  it('lists own inquiries with answers; only answered ones can be deleted', async () => {
    const created = json<{ id: number }>(
      await me.inject({
        method: 'POST',
        url: '/api/customer/',
        payload: { memberId: me.memberId, title: '출금 문의', questionContents: '출금은 언제 되나요?', template: null },
      }),
    );
    const waiting = await me.inject({ method: 'DELETE', url: `/api/customer/delete/user/${created.id}` });
    expect(waiting.statusCode).toBe(409);
    expect(json(waiting).message).toBe('답변이 완료된 문의만 삭제할 수 있습니다.');
    await admin.inject({
      method: 'POST',
      url: `/api/admin/inquiries/${created.id}/answer`,
      payload: { answerContents: '<p>곧 처리됩니다.</p>' },
    });
    const list = json<{ id: number; customerAnswer: { answerContents: string }[] }[]>(
      await me.inject({ method: 'GET', url: '/api/customer/user/support01' }),
    );
    expect(list.find((i) => i.id === created.id)?.customerAnswer).toEqual([{ answerContents: '<p>곧 처리됩니다.</p>' }]);
    expect((await me.inject({ method: 'DELETE', url: `/api/customer/delete/user/${created.id}` })).statusCode).toBe(200);
    const del = json<{ count: number }>(await me.inject({ method: 'DELETE', url: '/api/customer/deleteAll/support01' }));
    expect(del.count).toBe(0);
  });
});

describe('messages', () => {
  let first: number;
  let second: number;

  beforeAll(async () => {
    await admin.inject({
      method: 'POST',
      url: '/api/admin/messages',
      payload: { memberId: me.memberId, title: '첫 쪽지', contents: '<p>안녕하세요</p>' },
    });
    h.clock.advance(1_000);
    await admin.inject({
      method: 'POST',
      url: '/api/admin/messages',
      payload: { memberId: me.memberId, title: '둘째 쪽지', contents: '<p>공지</p>' },
    });
    const list = json<{ id: number; title: string }[]>(await me.inject({ method: 'GET', url: '/api/message/user/support01' }));
    second = list[0]!.id;
    first = list[1]!.id;
  });

  it('counts unread and all, and pages the list newest first', async () => {
    expect(json(await me.inject({ method: 'GET', url: '/api/message/unread/support01' }))).toEqual({ count: 2 });
    expect(json(await me.inject({ method: 'GET', url: `/api/message/user/count?memberId=${me.memberId}` }))).toEqual({ count: 2 });
    const page = json<{ title: string; confirmStatus: number }[]>(
      await me.inject({ method: 'GET', url: `/api/message/user/?memberId=${me.memberId}&page=1&perpage=1` }),
    );
    expect(page).toEqual([expect.objectContaining({ title: '둘째 쪽지', confirmStatus: 0, contents: '<p>공지</p>' })]);
  });

  it('refuses to delete an unread message, deletes it once read', async () => {
    const unread = await me.inject({ method: 'DELETE', url: `/api/message/user/delete/${first}` });
    expect(json(unread).message).toBe('읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.');
    await me.inject({ method: 'PUT', url: '/api/message/', payload: { id: first, confirmStatus: 1 } });
    expect(json(await me.inject({ method: 'GET', url: '/api/message/unread/support01' }))).toEqual({ count: 1 });
    expect((await me.inject({ method: 'DELETE', url: `/api/message/user/delete/${first}` })).statusCode).toBe(200);
  });

  it('bulk hide needs at least one read message among the selected', async () => {
    const none = await me.inject({ method: 'PUT', url: '/api/message/delete', payload: [{ id: second, userDeleteFlg: 1 }] });
    expect(json(none).message).toBe('쪽지가 선택되지 않았거나 읽지않은 쪽지만 선택되었습니다.');
    await me.inject({ method: 'PUT', url: '/api/message/user/readAll/support01' });
    expect(json(await me.inject({ method: 'GET', url: '/api/message/unread/support01' }))).toEqual({ count: 0 });
    expect(json(await me.inject({ method: 'PUT', url: '/api/message/delete', payload: [{ id: second, userDeleteFlg: 1 }] }))).toMatchObject(
      { count: 1 },
    );
    expect(json(await me.inject({ method: 'GET', url: `/api/message/user/count?memberId=${me.memberId}` }))).toEqual({ count: 0 });
  });

  it('deleteAll removes only read messages', async () => {
    await admin.inject({
      method: 'POST',
      url: '/api/admin/messages',
      payload: { memberId: me.memberId, title: '셋째', contents: '<p>x</p>' },
    });
    expect(json(await me.inject({ method: 'DELETE', url: '/api/message/user/deleteAll/support01' }))).toMatchObject({ count: 0 });
    expect(json(await me.inject({ method: 'GET', url: '/api/message/unread/support01' }))).toEqual({ count: 1 });
  });
});

describe('point history', () => {
  it('counts, lists, deletes one and deletes all conversion records', async () => {
    await h.fund(me.memberId, 'point', 10);
    for (const point of [1, 2, 3])
      await me.inject({ method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: me.memberId, point } });
    expect(json(await me.inject({ method: 'GET', url: `/api/point/count?memberId=${me.memberId}&pointToCashFlg=1` }))).toEqual({
      count: 3,
    });
    const list = json<{ id: number; point: number }[]>(
      await me.inject({ method: 'GET', url: `/api/point?memberId=${me.memberId}&pointToCashFlg=1&page=1&perpage=2` }),
    );
    expect(list).toHaveLength(2);
    expect((await me.inject({ method: 'DELETE', url: `/api/point/${list[0]!.id}` })).statusCode).toBe(200);
    expect(json(await me.inject({ method: 'DELETE', url: '/api/point/allPoinToCash/support01' }))).toMatchObject({ count: 2 });
    expect(json(await me.inject({ method: 'GET', url: `/api/point/count?memberId=${me.memberId}&pointToCashFlg=1` }))).toEqual({
      count: 0,
    });
  });
});
