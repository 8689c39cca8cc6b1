import { act, fireEvent, screen } from '@testing-library/react';
import { ok, fail, apiError } from '@bet/core/shared';
import { PasswordChangeViewModel, PASSWORD_CHANGE_MESSAGES, type PasswordChangeRequest } from '@bet/core/password-change';
import { renderFeature } from '../design-system/testing/render-feature.js';
import { MyInfoDialog } from './MyInfoDialog.js';

function setup(answer: 'ok' | 'refused' = 'ok', askCurrent = true) {
  const sent: PasswordChangeRequest[] = [];
  const alerts: { message: string; onOk?: () => void }[] = [];
  const changed: number[] = [];
  const vm = new PasswordChangeViewModel({
    gateway: {
      changePassword: async (request) => {
        sent.push(request);
        return answer === 'ok'
          ? ok(undefined)
          : fail(
              apiError('http', '현재 비밀번호가 일치하지 않습니다.', {
                status: 400,
                body: { message: '현재 비밀번호가 일치하지 않습니다.' },
              }),
            );
      },
    },
    member: () => ({ id: 7, userId: 'member01' }),
    onChanged: () => undefined,
    variant: askCurrent ? 'withCurrent' : 'newOnly',
  });
  renderFeature(
    <MyInfoDialog
      model={vm}
      member={{ userId: 'member01', nickname: '회원하나' }}
      askCurrent={askCurrent}
      onAlert={(message, onOk) => alerts.push({ message, ...(onOk ? { onOk } : {}) })}
      onChanged={() => changed.push(1)}
      onClose={() => undefined}
    />,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = async () => {
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await act(async () => undefined);
  };
  return { sent, alerts, changed, type, submit };
}

describe('the my-info dialog (spec 5 password change)', () => {
  it('shows the member and asks for all three fields: "비밀번호를 확인해주세요."', async () => {
    const t = setup();
    expect(screen.getByText('member01')).toBeTruthy();
    expect(screen.getByText('회원하나')).toBeTruthy();
    t.type('새 비밀번호', 'newpass1');
    await t.submit();
    expect(t.alerts.map((a) => a.message)).toEqual(['비밀번호를 확인해주세요.']);
    expect(t.sent).toEqual([]);
  });

  it('refuses a confirmation that differs', async () => {
    const t = setup();
    t.type('현재 비밀번호', 'test1234');
    t.type('새 비밀번호', 'newpass1');
    t.type('새 비밀번호 확인', 'newpass2');
    await t.submit();
    expect(t.alerts.map((a) => a.message)).toEqual([PASSWORD_CHANGE_MESSAGES.mismatch]);
  });

  it('sends the change, shows "패스워드를 수정했습니다. 다시 로그인 해주세요." and logs out on OK', async () => {
    const t = setup();
    t.type('현재 비밀번호', 'test1234');
    t.type('새 비밀번호', 'newpass1');
    t.type('새 비밀번호 확인', 'newpass1');
    await t.submit();
    expect(t.sent).toEqual([
      { variant: 'withCurrent', memberId: 7, body: { userId: 'member01', oldPassword: 'test1234', password: 'newpass1' } },
    ]);
    expect(t.alerts.map((a) => a.message)).toEqual(['패스워드를 수정했습니다. 다시 로그인 해주세요.']);
    expect(t.changed).toEqual([]);
    t.alerts[0]?.onOk?.();
    expect(t.changed).toEqual([1]);
  });

  it('shows the server text of a refusal and keeps the member logged in', async () => {
    const t = setup('refused');
    t.type('현재 비밀번호', 'wrong99');
    t.type('새 비밀번호', 'newpass1');
    t.type('새 비밀번호 확인', 'newpass1');
    await t.submit();
    expect(t.alerts).toEqual([{ message: '현재 비밀번호가 일치하지 않습니다.' }]);
  });

  it('in the new-password-only variant has no current field and sends the POST form', async () => {
    const t = setup('ok', false);
    expect(screen.queryByLabelText('현재 비밀번호')).toBeNull();
    t.type('새 비밀번호', 'newpass1');
    t.type('새 비밀번호 확인', 'newpass1');
    await t.submit();
    expect(t.sent).toEqual([{ variant: 'newOnly', body: { userId: 'member01', newPassword: 'newpass1' } }]);
  });
});
