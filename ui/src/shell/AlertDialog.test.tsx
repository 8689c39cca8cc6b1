import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderThemed as renderScreen, shellFixture } from './testing/shell-fixture.js';

import { AlertDialog } from './AlertDialog.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { DialogHost } from './DialogHost.js';

describe('AlertDialog', () => {
  it('shows the title 알림 메세지 and the message as sanitised HTML, running no script', () => {
    renderScreen(
      <AlertDialog
        message={'<b>입금</b> 완료<img src=x onerror="window.__alertPwned=1"><script>window.__alertPwned=2</script>'}
        onOk={() => undefined}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '알림 메세지' });
    expect(dialog.querySelector('b')?.textContent).toBe('입금');
    expect(dialog.innerHTML).not.toMatch(/onerror|<script/i);
    expect((window as unknown as { __alertPwned?: number }).__alertPwned).toBeUndefined();
  });

  it('runs the callback when OK is pressed', () => {
    const onOk = jest.fn();
    renderScreen(<AlertDialog message="확인하세요" onOk={onOk} />);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    const onOk = jest.fn();
    renderScreen(<AlertDialog message="확인하세요" onOk={onOk} />);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onOk).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('answers OK with 확인 and Cancel with 취소 or Escape', () => {
    const onOk = jest.fn();
    const onCancel = jest.fn();
    renderScreen(<ConfirmDialog message="삭제하시겠습니까?" onOk={onOk} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

describe('DialogHost alerts', () => {
  it('shows queued alerts one after another and runs each callback after closing it', () => {
    const f = shellFixture();
    const first = jest.fn();
    f.render(<DialogHost />);
    act(() => {
      f.services.alerts.alert('첫번째', first);
      f.services.alerts.alert('두번째');
    });
    expect(screen.getByRole('alertdialog').textContent).toContain('첫번째');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('두번째');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('runs the confirm callback that matches the answer', () => {
    const f = shellFixture();
    const yes = jest.fn();
    const no = jest.fn();
    f.render(<DialogHost />);
    act(() => f.services.alerts.confirm('진행할까요?', yes, no));
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(no).toHaveBeenCalledTimes(1);
    expect(yes).not.toHaveBeenCalled();
    act(() => f.services.alerts.confirm('진행할까요?', yes));
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(yes).toHaveBeenCalledTimes(1);
  });

  it('lets Escape close only the alert when it sits above a dialog', () => {
    const f = shellFixture();
    f.render(<DialogHost />);
    act(() => f.services.dialogs.open('login'));
    act(() => f.services.alerts.alert('먼저 확인'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
  });
});
