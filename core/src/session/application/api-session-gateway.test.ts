import { firstValueFrom, take, toArray } from 'rxjs';
import { createApiClient } from '../../api/api-client.js';
import type { MemberDto } from '../../api/contracts/member.js';
import { sampleMemberDecoded, sampleMemberJson } from '../../api/testing/api-fixtures.js';
import { microUsdt, points, won } from '../../shared/domain/money.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { usableBanks } from '../domain/session-user.js';
import { aSessionUser } from '../testing/session-fixtures.js';
import { createApiSessionGateway, sessionUserFromApi } from './api-session-gateway.js';

const siteJson = {
  realpokerMaintenanceFlag: 0,
  revolutionMaintenanceFlag: true,
  tetherMaintenanceFlag: 1,
  siteNoticeFlg: false,
  joinStartEndFlg: 0,
  fastAccountFlag: 2,
  idNiknameBan: ['admin'],
  chargePointFlag: 1,
  conversionMinimumEnforced: 1,
  maxBetInclusive: 1,
  signUpPasswordMax255: 1,
};

function setup() {
  const http = new FakeHttp()
    .on('POST', '/auth/login', { status: 200, body: sampleMemberJson() })
    .on('POST', '/auth/logout', { status: 200, body: null })
    .on('GET', '/auth/me', { status: 200, body: sampleMemberJson({ emoney: 90_000 }) })
    .on('GET', '/setting/user', { status: 200, body: siteJson })
    .on('GET', '/settingbankname', {
      status: 200,
      body: [
        { useFlag: 1, bankCode: 4, bankName: '국민은행', codeId: 4, codeName: 'KB' },
        { useFlag: 0, bankCode: 5, bankName: '외환은행', codeId: '5', codeName: 'KEB' },
      ],
    })
    .on('GET', '/message/unread/:userId', { status: 200, body: { count: 3 } });
  const api = createApiClient(http);
  return { http, api, gateway: createApiSessionGateway(api) };
}

describe('createApiSessionGateway', () => {
  it('logs in with the user id and password and maps the member onto the session user', async () => {
    const { http, gateway } = setup();
    const r = await gateway.login('player01', 'pass1234');
    expect(http.requests[0]).toMatchObject({ method: 'POST', path: '/auth/login', body: { userId: 'player01', password: 'pass1234' } });
    expect(r).toEqual({
      ok: true,
      value: aSessionUser({
        id: 12,
        userId: 'player01',
        nickname: '행운이',
        emoney: won(150_000),
        usdt: microUsdt(12_500_000),
        point: points(3_000),
        updatedAt: '2024-05-01 12:00:00',
      }),
    });
  });

  it('keeps the server text of a refused login (404) for the login dialog', async () => {
    const { http, gateway } = setup();
    http.on('POST', '/auth/login', { status: 404, body: { message: '아이디 또는 비밀번호가 일치하지 않습니다.', code: 'loginFailed' } });
    expect(await gateway.login('x', 'y')).toEqual({
      ok: false,
      error: expect.objectContaining({
        kind: 'http',
        status: 404,
        code: 'loginFailed',
        message: '아이디 또는 비밀번호가 일치하지 않습니다.',
      }),
    });
  });

  it('reads the current member, null for a guest, and a 401 as an http error', async () => {
    const { http, gateway } = setup();
    expect(await gateway.me()).toMatchObject({ ok: true, value: { emoney: 90_000 } });
    http.on('GET', '/auth/me', { status: 200, body: { loggedIn: false } });
    expect(await gateway.me()).toEqual({ ok: true, value: null });
    http.on('GET', '/auth/me', { status: 401, body: { message: '로그인 후 이용해주세요.', code: 'notLoggedIn' } });
    expect(await gateway.me()).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
  });

  it('reports a session status of the poll as kind session and on the client signal stream', async () => {
    const { http, api, gateway } = setup();
    const signals = firstValueFrom(api.sessionSignals$.pipe(take(1), toArray()));
    http.on('GET', '/auth/me', { status: 555, body: null });
    expect(await gateway.me()).toMatchObject({ ok: false, error: { kind: 'session', status: 555 } });
    expect(await signals).toEqual([555]);
  });

  it('asks GET /auth/captcha for a new anti-automation code and sends the typed one with the login', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/auth/captcha', { status: 200, body: { id: 'c9', image: 'data:image/svg+xml;base64,PHN2Zz4=' } });
    expect(await gateway.captcha()).toEqual({ ok: true, value: { id: 'c9', image: 'data:image/svg+xml;base64,PHN2Zz4=' } });
    await gateway.login('member01', 'pw1234', { id: 'c9', code: 'K7Q2' });
    expect(http.last('POST', '/auth/login')?.body).toEqual({
      userId: 'member01',
      password: 'pw1234',
      captchaId: 'c9',
      captchaCode: 'K7Q2',
    });
  });

  it('logs out through POST /auth/logout', async () => {
    const { http, gateway } = setup();
    expect(await gateway.logout()).toEqual({ ok: true, value: undefined });
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/logout']);
  });

  it('reads the site settings with flags as booleans', async () => {
    const { gateway } = setup();
    expect(await gateway.fetchSettings()).toEqual({
      ok: true,
      value: {
        realpokerMaintenanceFlag: false,
        revolutionMaintenanceFlag: true,
        tetherMaintenanceFlag: true,
        siteNoticeFlg: false,
        joinStartEndFlg: false,
        fastAccountFlag: 2,
        idNiknameBan: ['admin'],
        chargePointFlag: true,
        conversionMinimumEnforced: true,
        maxBetInclusive: true,
        signUpUserIdMax14: false,
        signUpPasswordMax255: true,
        signUpNicknameWeighted: false,
      },
    });
  });

  it('hands every bank row to the domain, which keeps only the used ones', async () => {
    const { gateway } = setup();
    const r = await gateway.fetchBanks();
    expect(r.ok && r.value.length).toBe(2);
    expect(r.ok && usableBanks(r.value)).toEqual([{ bankCode: 4, bankName: '국민은행', codeId: '4', codeName: 'KB' }]);
  });

  it('reads the unread count of the login id', async () => {
    const { http, gateway } = setup();
    expect(await gateway.fetchUnreadCount('player 01')).toEqual({ ok: true, value: 3 });
    expect(http.requests[0]?.path).toBe('/message/unread/player%2001');
    http.on('GET', '/message/unread/:userId', { status: 200, body: { count: -1 } });
    expect(await gateway.fetchUnreadCount('p')).toMatchObject({ ok: false, error: { kind: 'decode', path: '$.count' } });
  });
});

describe('sessionUserFromApi', () => {
  it('fills what the wire leaves out and renames the contract percentages', () => {
    const user = sessionUserFromApi({
      ...sessionUserDto(),
      phoneNumber: null,
      privateAccountSelected: 2,
      managementLevel1Percent: 1.5,
      managementLevel2Percent: null,
      managementLevel3Percent: 3,
    });
    expect(user).toMatchObject({
      phoneNumber: '',
      privateAccountSelected: 2,
      managementTarget1Percent: 1.5,
      managementTarget2Percent: null,
      managementTarget3Percent: 3,
    });
  });
});

/** A decoded member, as the api client hands it over. */
const sessionUserDto = (): MemberDto => sampleMemberDecoded() as unknown as MemberDto;
