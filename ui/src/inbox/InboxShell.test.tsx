import { act, fireEvent, screen } from '@testing-library/react';
import { InboxViewModel } from '@bet/core/inbox';
import { ok } from '@bet/core/shared';
import { aSessionUser } from '../../../core/src/session/testing/session-fixtures.js';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { HeaderContainer } from '../shell/HeaderContainer.js';
import { ShellOverlays } from '../shell/ShellOverlays.js';
import { flushPromises, shellFixture } from '../shell/testing/shell-fixture.js';
import { FakeInboxGateway, memo } from './testing/inbox-fakes.js';
import { InboxDialog } from './InboxDialog.js';

describe('memo dialog in the shell', () => {
  it("opens from the header's 쪽지 button, stays while unread, and the shell closes it once all are read", async () => {
    const gateway = new FakeInboxGateway([memo(1, 0)]);
    const inbox = new InboxViewModel({ gateway, clock: new FakeClock(0) });
    const f = shellFixture({
      renderers: {
        memo: ({ close }) => (
          <InboxDialog
            viewModel={inbox}
            onAlert={(m) => f.services.alerts.alert(m)}
            onConfirm={(m, a, c) => f.services.alerts.confirm(m, a, c)}
            onClosed={close}
          />
        ),
      },
    });
    f.sessionGateway.loginAnswer = ok(aSessionUser());
    f.services.session.login('member01', 'pw1234');
    await flushPromises();
    f.render(
      <>
        <HeaderContainer />
        <ShellOverlays />
      </>,
    );
    const step = async (action: () => void): Promise<void> => {
      await act(async () => {
        action();
        await flushPromises();
      });
    };
    await step(() => fireEvent.click(screen.getByTestId('header-memo')));
    expect(screen.getByTestId('memo-dialog')).toBeTruthy();
    await step(() => fireEvent.click(screen.getByRole('button', { name: '닫기' })));
    expect(screen.getByRole('alertdialog').textContent).toContain('읽지 않은 쪽지가 있습니다.');
    await step(() => fireEvent.click(screen.getByRole('button', { name: '확인' })));
    expect(f.services.dialogs.current).toBe('memo');
    await step(() => fireEvent.click(screen.getByTestId('memo-expand')));
    await step(() => fireEvent.click(screen.getByRole('button', { name: '닫기' })));
    expect(f.services.dialogs.current).toBeNull();
    expect(screen.queryByTestId('memo-dialog')).toBeNull();
  });
});
