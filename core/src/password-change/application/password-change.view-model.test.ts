import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { createApiPasswordChangeGateway } from './api-password-change-gateway.js';
import { PasswordChangeViewModel, type PasswordChangeView } from './password-change.view-model.js';

const member = { id: 12, userId: 'player01' };

function setup(http: FakeHttp, variant?: 'withCurrent' | 'newOnly', passwordMaxLength?: 12 | 255) {
  let changed = 0;
  const vm = new PasswordChangeViewModel({
    ...(passwordMaxLength ? { policy: () => ({ passwordMaxLength }) } : {}),
    gateway: createApiPasswordChangeGateway(createApiClient(http)),
    member: () => member,
    onChanged: () => {
      changed += 1;
    },
    ...(variant ? { variant } : {}),
  });
  let view!: PasswordChangeView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { vm, view: () => view, changed: () => changed, settle };
}

describe('PasswordChangeViewModel', () => {
  it("refuses an incomplete form with '비밀번호를 확인해주세요.' and sends nothing", async () => {
    const http = new FakeHttp();
    const t = setup(http);
    t.vm.setField('next', 'abcd12');
    t.vm.submit();
    await t.settle();
    expect(t.view().alert).toBe('비밀번호를 확인해주세요.');
    expect(http.requests).toHaveLength(0);
  });

  it("changes with the current password over PUT, says '패스워드를 수정했습니다. 다시 로그인 해주세요.' and logs out", async () => {
    const http = new FakeHttp().on('PUT', '/member/change-password/:id', { status: 200, body: {} });
    const t = setup(http);
    t.vm.setField('current', 'old1');
    t.vm.setField('next', 'abcd12');
    t.vm.setField('confirm', 'abcd12');
    t.vm.submit();
    t.vm.submit(); // a double click sends once
    await t.settle();
    expect(http.requests).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/member/change-password/12',
        body: { userId: 'player01', oldPassword: 'old1', password: 'abcd12' },
      }),
    ]);
    expect(t.view()).toMatchObject({ status: 'changed', alert: '패스워드를 수정했습니다. 다시 로그인 해주세요.' });
    expect(t.changed()).toBe(1);
  });

  it("takes a 13-character password only under the operator's 255 reading", async () => {
    const http = new FakeHttp().on('POST', '/member/change-password', { status: 200, body: {} });
    const refused = setup(http, 'newOnly');
    const taken = setup(http, 'newOnly', 255);
    for (const t of [refused, taken]) {
      t.vm.setField('next', 'longpass12345');
      t.vm.setField('confirm', 'longpass12345');
      t.vm.submit();
      await t.settle();
    }
    expect(refused.view().alert).toBe('비밀번호는 영문, 숫자, 특수문자(!@#$%^*+=-) 4~12자로 입력해주세요.');
    expect(http.requests).toHaveLength(1);
    expect(taken.view().status).toBe('changed');
  });

  it('uses POST /member/change-password in the variant without the current password', async () => {
    const http = new FakeHttp().on('POST', '/member/change-password', { status: 200, body: {} });
    const t = setup(http, 'newOnly');
    t.vm.setField('next', 'abcd12');
    t.vm.setField('confirm', 'abcd12');
    t.vm.submit();
    await t.settle();
    expect(http.last('POST', '/member/change-password')?.body).toEqual({ userId: 'player01', newPassword: 'abcd12' });
  });

  it('shows the server text on failure, else the system-problem text, and keeps the form', async () => {
    const http = new FakeHttp().on('PUT', '/member/change-password/:id', {
      status: 400,
      body: { message: '현재 비밀번호가 올바르지 않습니다.' },
    });
    const t = setup(http);
    for (const [f, v] of [
      ['current', 'bad1'],
      ['next', 'abcd12'],
      ['confirm', 'abcd12'],
    ] as const)
      t.vm.setField(f, v);
    t.vm.submit();
    await t.settle();
    expect(t.view()).toMatchObject({ status: 'editing', alert: '현재 비밀번호가 올바르지 않습니다.' });
    http.on('PUT', '/member/change-password/:id', { status: 502, body: 'bad gateway' });
    t.vm.dismissAlert();
    t.vm.submit();
    await t.settle();
    expect(t.view().alert).toBe('시스템 문제로 비밀번호를 변경하지 못했습니다. 비회원문의로 상담해주세요.');
    expect(t.changed()).toBe(0);
    t.vm.dispose();
  });
});
