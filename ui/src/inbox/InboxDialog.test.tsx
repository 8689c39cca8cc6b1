import { act, fireEvent, screen, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import { InboxViewModel } from '@bet/core/inbox';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { FakeInboxGateway, memo } from './testing/inbox-fakes.js';
import { InboxDialog } from './InboxDialog.js';
import { InboxPage } from './InboxPage.js';

async function openDialog(messages = [memo(1, 0), memo(2, 1)], answer: () => boolean = () => true) {
  const gateway = new FakeInboxGateway(messages);
  const vm = new InboxViewModel({ gateway, clock: new FakeClock(0) });
  const shell = shellCallbacks(answer);
  const onClosed = jest.fn();
  renderFeature(<InboxDialog viewModel={vm} onAlert={shell.onAlert} onConfirm={shell.onConfirm} onClosed={onClosed} />);
  await act(flush);
  return { gateway, vm, shell, onClosed };
}

const rows = (): HTMLElement[] => screen.getAllByTestId('memo-row');
const row = (id: number): HTMLElement => rows().find((r) => r.dataset['messageId'] === String(id)) as HTMLElement;
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

describe('InboxDialog', () => {
  it('lists 10 messages a page with read/unread badges and pages on', async () => {
    const many = Array.from({ length: 15 }, (_, i) => memo(i + 1, i % 2 === 0 ? 1 : 0));
    await openDialog(many);
    expect(screen.getByTestId('memo-dialog')).toBeTruthy();
    expect(rows()).toHaveLength(10);
    expect(within(row(1)).getByTestId('memo-badge').textContent).toBe('읽음');
    expect(within(row(2)).getByTestId('memo-badge').textContent).toBe('읽지않음');
    expect(screen.getByTestId('memo-unread-count').textContent).toBe('읽지 않은 쪽지 7개');
    await press(screen.getByRole('button', { name: '2' }));
    expect(rows().map((r) => r.dataset['messageId'])).toEqual(['11', '12', '13', '14', '15']);
  });

  it("refuses to close while unread messages exist with '읽지 않은 쪽지가 있습니다.', then closes once all are read", async () => {
    const t = await openDialog();
    await press(screen.getByRole('button', { name: '닫기' }));
    expect(t.shell.alerts).toEqual(['읽지 않은 쪽지가 있습니다.']);
    expect(t.onClosed).not.toHaveBeenCalled();
    expect(screen.getByTestId('memo-dialog')).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Escape' });
      await flush();
    });
    expect(t.shell.alerts).toEqual(['읽지 않은 쪽지가 있습니다.', '읽지 않은 쪽지가 있습니다.']);
    await press(screen.getByTestId('memo-mark-all-read'));
    expect(t.shell.alerts.at(-1)).toBe('완료되었습니다.');
    await press(screen.getByRole('button', { name: '닫기' }));
    expect(t.onClosed).toHaveBeenCalledTimes(1);
  });

  it("answers a delete of an unread message with core's message and sends nothing", async () => {
    const t = await openDialog();
    await press(within(row(1)).getByTestId('memo-delete'));
    expect(t.shell.alerts).toEqual(['읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.']);
    expect(t.shell.confirms).toEqual([]);
    expect(t.gateway.calls).toEqual([]);
  });

  it('opens a message: sanitised body, marked read, badge turns 읽음', async () => {
    const hostile =
      '<p>안녕하세요</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">x</a>';
    const t = await openDialog([memo(1, 0, hostile)]);
    await press(within(row(1)).getByTestId('memo-expand'));
    const body = screen.getByTestId('memo-body');
    expect(body.textContent).toContain('안녕하세요');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(body.innerHTML).not.toMatch(/onerror|<script/i);
    expect(t.gateway.calls).toEqual(['read 1']);
    expect(within(row(1)).getByTestId('memo-badge').textContent).toBe('읽음');
    await press(within(row(1)).getByTestId('memo-expand'));
    expect(screen.queryByTestId('memo-body')).toBeNull();
  });

  it('deletes a read message after the confirm, and not when it is cancelled', async () => {
    let ok = false;
    const t = await openDialog([memo(1, 0), memo(2, 1)], () => ok);
    await press(within(row(2)).getByTestId('memo-delete'));
    expect(t.shell.confirms).toEqual(['쪽지를 삭제하시겠습니까?']);
    expect(t.gateway.calls).toEqual([]);
    ok = true;
    await press(within(row(2)).getByTestId('memo-delete'));
    expect(t.gateway.calls).toEqual(['delete 2']);
    expect(t.shell.alerts).toEqual(['삭제되었습니다.']);
    expect(rows()).toHaveLength(1);
  });

  it('deletes the read ones of a selection, refuses a selection of unread only, and deletes all read after a confirm', async () => {
    const t = await openDialog([memo(1, 0), memo(2, 1), memo(3, 1)]);
    await press(within(row(1)).getByTestId('memo-select'));
    await press(screen.getByTestId('memo-delete-selected'));
    expect(t.shell.alerts).toEqual(['쪽지가 선택되지 않았거나 읽지않은 쪽지만 선택되었습니다.']);
    await press(screen.getByTestId('memo-select-all'));
    expect(screen.getAllByTestId('memo-select').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    await press(screen.getByTestId('memo-delete-selected'));
    expect(t.shell.confirms).toEqual(['선택한 쪽지 2개를 삭제하시겠습니까?']);
    expect(t.gateway.calls).toEqual(['deleteMany 2,3']);
    await press(screen.getByTestId('memo-delete-all'));
    expect(t.shell.confirms.at(-1)).toBe('읽은 쪽지를 모두 삭제하시겠습니까?');
    expect(t.gateway.calls.at(-1)).toBe('deleteAllRead');
  });

  it('closes at once when every message is read', async () => {
    const t = await openDialog([memo(1, 1)]);
    await press(screen.getByRole('button', { name: '닫기' }));
    expect(t.onClosed).toHaveBeenCalledTimes(1);
    expect(t.shell.alerts).toEqual([]);
  });
});

describe('InboxPage', () => {
  it('shows the memo list as a page and leaves alerts to the dialog while it is open', async () => {
    const gateway = new FakeInboxGateway([memo(1, 0)]);
    const vm = new InboxViewModel({ gateway, clock: new FakeClock(0) });
    const shell = shellCallbacks();
    const view = renderFeature(<InboxPage viewModel={vm} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />);
    await act(flush);
    expect(screen.getByTestId('memo-page')).toBeTruthy();
    expect(rows()).toHaveLength(1);
    view.rerender(<InboxPage viewModel={vm} onAlert={shell.onAlert} onConfirm={shell.onConfirm} dialogOpen />);
    await press(within(row(1)).getByTestId('memo-delete'));
    expect(shell.alerts).toEqual([]);
    view.rerender(<InboxPage viewModel={vm} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />);
    await act(flush);
    expect(shell.alerts).toEqual(['읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.']);
  });
});
