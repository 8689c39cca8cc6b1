import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';
import { TransportError, type HttpPort } from '../../shared/ports/http-port.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { createApiClient } from '../api-client.js';
import { API_MESSAGES } from '../api.messages.js';
import type * as D from '../decode.js';
import { sampleMemberJson } from '../testing/api-fixtures.js';
import { API_SESSION_STATUSES, createApiCaller, path } from './call.js';
import { Subject } from 'rxjs';

const answering = (status: number, body: unknown) => new FakeHttp().on('GET', '/member/:id', { status, body });

describe('API client errors', () => {
  it('turns a 4xx with a message into an http error carrying the server text, code and body', async () => {
    const body = { message: '이미 정산된 베팅입니다.', code: 'alreadySettled' };
    const r = await createApiClient(answering(409, body)).member.get(12);
    expect(r).toEqual({
      ok: false,
      error: { kind: 'http', message: '이미 정산된 베팅입니다.', status: 409, code: 'alreadySettled', body },
    });
  });

  it.each([
    ['no body', undefined],
    ['an empty message', { message: '  ' }],
    ['a text body (e.g. a proxy page)', '<html>Bad Gateway</html>'],
    ['a message that is not text', { message: 42 }],
  ])('falls back to the default text on a 4xx with %s', async (_label, body) => {
    const r = await createApiClient(answering(400, body)).member.get(12);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe('http');
      expect(r.error.status).toBe(400);
      expect(r.error.message).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
      expect(r.error.code).toBeUndefined();
    }
  });

  it('keeps a numeric server code as text', async () => {
    const r = await createApiClient(answering(409, { message: '배당이 변경되었습니다.', code: 10 })).member.get(12);
    expect(!r.ok && r.error.code).toBe('10');
  });

  it('treats a 5xx that is not a session code as an http error and does not signal the session', async () => {
    const api = createApiClient(answering(502, { message: '점검 중입니다.' }));
    const seen: number[] = [];
    api.sessionSignals$.subscribe((s) => seen.push(s));
    const r = await api.member.get(12);
    expect(!r.ok && r.error).toMatchObject({ kind: 'http', status: 502, message: '점검 중입니다.' });
    expect(seen).toEqual([]);
  });

  it('publishes every session code on sessionSignals$ and returns a session error', async () => {
    expect(API_SESSION_STATUSES).toEqual([555, 556, 406, 500, 600]);
    for (const status of API_SESSION_STATUSES) {
      const api = createApiClient(answering(status, status === 555 ? { message: '다른 기기에서 로그인되었습니다.' } : undefined));
      const seen: number[] = [];
      api.sessionSignals$.subscribe((s) => seen.push(s));
      const r = await api.member.get(12);
      expect(seen).toEqual([status]);
      expect(!r.ok && r.error).toMatchObject({
        kind: 'session',
        status,
        message: status === 555 ? '다른 기기에서 로그인되었습니다.' : DEFAULT_PROBLEM_MESSAGE,
      });
    }
  });

  it('signals a session code from any family, in arrival order', async () => {
    const http = new FakeHttp().on('GET', '/setting/user', { status: 556, body: {} }).on('POST', '/charge', { status: 406, body: {} });
    const api = createApiClient(http);
    const seen: number[] = [];
    api.sessionSignals$.subscribe((s) => seen.push(s));
    await api.settings.site();
    await api.charge.requestDeposit({ memberId: 1, depositAmount: 10_000 as never, depositName: 'a', type: 0, pointType: 3 });
    expect(seen).toEqual([556, 406]);
  });

  it('turns a TransportError into a transport error with the network text', async () => {
    const http: HttpPort = { request: () => Promise.reject(new TransportError('timed out', 'timeout')) };
    const r = await createApiClient(http).member.get(12);
    expect(r).toEqual({ ok: false, error: { kind: 'transport', message: API_MESSAGES.transport, body: 'timed out' } });
  });

  it('shows the exact Korean text for a missing answer', () => {
    expect(API_MESSAGES.transport).toBe('서버와 연결할 수 없습니다. 잠시 후 다시 시도해주세요.');
  });

  it('never throws, even when the port throws synchronously or rejects with a non-error', async () => {
    const throwing: HttpPort = {
      request: () => {
        throw new Error('adapter bug');
      },
    };
    const rejecting: HttpPort = { request: () => Promise.reject('boom') };
    await expect(createApiClient(throwing).auth.me()).resolves.toMatchObject({
      ok: false,
      error: { kind: 'transport', body: 'adapter bug' },
    });
    await expect(createApiClient(rejecting).auth.me()).resolves.toMatchObject({ ok: false, error: { kind: 'transport', body: 'boom' } });
  });

  it('turns a text body where JSON was expected into a decode error at the root', async () => {
    const r = await createApiClient(answering(200, 'OK')).member.get(12);
    expect(!r.ok && r.error).toMatchObject({ kind: 'decode', status: 200, path: '$', message: DEFAULT_PROBLEM_MESSAGE });
    expect(!r.ok && (r.error as { detail?: string }).detail).toBe('$: expected object, found string "OK"');
  });

  it('names the missing field of a bad member', async () => {
    const { nickname: _dropped, ...withoutNickname } = sampleMemberJson();
    const r = await createApiClient(answering(200, withoutNickname)).member.get(12);
    expect(!r.ok && r.error).toMatchObject({ kind: 'decode', path: '$.nickname' });
  });

  it('accepts any 2xx status as success', async () => {
    const r = await createApiClient(answering(201, sampleMemberJson())).member.get(12);
    expect(r.ok).toBe(true);
  });

  it('reports a throwing decoder as a decode error instead of crashing', async () => {
    const call = createApiCaller(answering(200, {}), new Subject<number>());
    const throwing: D.Decoder<never> = {
      decode: () => {
        throw new Error('bad map');
      },
    };
    const r = await call({ method: 'GET', path: '/member/1', decoder: throwing });
    expect(!r.ok && r.error).toMatchObject({ kind: 'decode', path: '$', detail: '$: Error: bad map' });
  });

  it('sends only the fields a call sets (no stray moneyMoving, query or body)', async () => {
    const http = answering(200, sampleMemberJson());
    await createApiClient(http).member.get(12);
    expect(http.requests[0]).toStrictEqual({ method: 'GET', path: '/member/12' });
  });
});

describe('path template', () => {
  it('URL-encodes every interpolated value and nothing else', () => {
    expect(path`/customer/user/${'a/b c'}/x/${7}`).toBe('/customer/user/a%2Fb%20c/x/7');
    expect(path`/plain`).toBe('/plain');
  });
});
