import { createApiClient } from '../../api/api-client.js';
import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { accountInquiry } from '../domain/account-inquiry.js';
import { inquiryStatus, validateInquiryDraft } from '../domain/customer-inquiry.js';
import { createApiInquiryGateway, createApiNonMemberInquiryGateway } from './api-inquiry-gateway.js';

const rowJson = (id: number, answers: string[]) => ({
  id,
  title: `문의 ${id}`,
  questionContents: '입금 확인 부탁드립니다.',
  createdAt: '2026-11-22 09:00:00',
  memberId: 12,
  ...(answers.length > 0 ? { customerAnswer: answers.map((answerContents) => ({ answerContents })) } : {}),
});

function setup(member: { id: number; userId: string } | null = { id: 12, userId: 'player01' }) {
  const http = new FakeHttp()
    .on('GET', '/customer/user/:userId', { status: 200, body: [rowJson(1, ['확인되었습니다.']), rowJson(2, [])] })
    .on('POST', '/customer/', { status: 200, body: { id: 3 } })
    .on('DELETE', '/customer/delete/user/:id', { status: 200, body: null })
    .on('DELETE', '/customer/deleteAll/:userId', { status: 200, body: null })
    .on('POST', '/supportNonMember', { status: 200, body: null });
  const api = createApiClient(http);
  return { http, gateway: createApiInquiryGateway(api, () => member), visitor: createApiNonMemberInquiryGateway(api) };
}

describe('createApiInquiryGateway', () => {
  it("lists the session member's inquiries by login id, answered or waiting", async () => {
    const { http, gateway } = setup();
    const r = await gateway.list();
    expect(http.requests[0]).toEqual({ method: 'GET', path: '/customer/user/player01' });
    expect(r.ok && r.value.map((i) => [i.id, inquiryStatus(i), i.template])).toEqual([
      [1, 'answered', null],
      [2, 'waiting', null],
    ]);
  });

  it("sends the poll's list with X-Background-Poll", async () => {
    const { http, gateway } = setup();
    await gateway.list(true);
    expect(http.requests[0]).toEqual({ method: 'GET', path: '/customer/user/player01', headers: { 'x-background-poll': '1' } });
  });

  it('registers a typed inquiry and the account inquiry with the numeric member id', async () => {
    const { http, gateway } = setup();
    const typed = validateInquiryDraft(' 출금 문의 ', '언제 되나요?');
    if (!typed.ok) throw new Error('fixture refused');
    expect(await gateway.create(typed.value)).toEqual({ ok: true, value: undefined });
    await gateway.create(accountInquiry({ userType: 'A', role: 7 }, 1));
    expect(http.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/customer/', { memberId: 12, title: '출금 문의', questionContents: '언제 되나요?', template: null }],
      ['POST', '/customer/', { memberId: 12, title: '빠른 입금계좌문의', questionContents: '입금계좌 문의드립니다.', template: 'A5' }],
    ]);
  });

  it('deletes one inquiry by id and all of the member by login id', async () => {
    const { http, gateway } = setup();
    await gateway.deleteOne(1);
    await gateway.deleteAll();
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /customer/delete/user/1',
      'DELETE /customer/deleteAll/player01',
    ]);
  });

  it('passes failures through with the server text', async () => {
    const { http, gateway } = setup();
    http.on('POST', '/customer/', { status: 400, body: { message: '제목을 입력해주세요.' } });
    expect(await gateway.create({ title: '', questionContents: 'x', template: null })).toMatchObject({
      ok: false,
      error: { status: 400, message: '제목을 입력해주세요.' },
    });
    http.on('GET', '/customer/user/:userId', { status: 200, body: [{ id: 1 }] });
    expect(await gateway.list()).toMatchObject({ ok: false, error: { kind: 'decode', path: '$[0].title' } });
  });

  it('sends nothing that names the member while nobody is logged in', async () => {
    const { http, gateway } = setup(null);
    const refused = { ok: false, error: { kind: 'http', status: 401, code: 'notLoggedIn', message: DEFAULT_PROBLEM_MESSAGE } };
    expect(await gateway.list()).toEqual(refused);
    expect(await gateway.create({ title: 't', questionContents: 'c', template: null })).toEqual(refused);
    expect(await gateway.deleteAll()).toEqual(refused);
    expect(http.requests).toEqual([]);
  });
});

describe('createApiNonMemberInquiryGateway', () => {
  it('sends the visitor inquiry as it is', async () => {
    const { http, visitor } = setup(null);
    expect(await visitor.send({ name: '홍길동', phoneNumber: '01012345678', question: '가입 문의' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(http.requests).toEqual([
      { method: 'POST', path: '/supportNonMember', body: { name: '홍길동', phoneNumber: '01012345678', question: '가입 문의' } },
    ]);
  });

  it('passes a failure through', async () => {
    const { http, visitor } = setup();
    http.on('POST', '/supportNonMember', { status: 429, body: { message: '잠시 후 다시 시도해주세요.' } });
    expect(await visitor.send({ name: 'a', phoneNumber: 'b', question: 'c' })).toMatchObject({ ok: false, error: { status: 429 } });
  });
});
