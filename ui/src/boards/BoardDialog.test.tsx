import { act, fireEvent, screen, within } from '@testing-library/react';
import { BoardsViewModel } from '@bet/core/boards';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { FakeBoardsGateway } from './testing/boards-fakes.js';
import { boardsDialogs } from './dialogs.js';

const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

async function openDialog(kind: 'notice' | 'rules' | 'events', mode: 'desktop' | 'mobile' = 'desktop') {
  let disposed = 0;
  let closed = 0;
  const shell = shellCallbacks();
  const renderers = boardsDialogs({
    createBoards: () => {
      const vm = new BoardsViewModel({ gateway: new FakeBoardsGateway(), currentRole: () => 2 });
      const dispose = vm.dispose.bind(vm);
      vm.dispose = () => {
        disposed += 1;
        dispose();
      };
      return vm;
    },
    onAlert: shell.onAlert,
  });
  const view = renderFeature(<>{renderers[kind]({ close: () => (closed += 1), toggle: () => undefined })}</>, mode);
  await act(flush);
  return { view, closed: () => closed, disposed: () => disposed };
}

describe('the board dialogs (spec 2: notice, betting rules, events)', () => {
  it('shows the notices in a dialog, switches to the rules in place and closes', async () => {
    const { view, closed, disposed } = await openDialog('notice');
    const dialog = screen.getByRole('dialog', { name: '공지사항' });
    expect(within(within(dialog).getByTestId('board-post')).getByText('사이트 이용 안내 본문')).toBeTruthy();
    const shortcuts = within(dialog).getByRole('navigation', { name: '게시판 바로가기' });
    // Inside the dialog the shortcuts are buttons: no navigation away from the page beneath.
    expect(within(shortcuts).queryByRole('link')).toBeNull();
    await press(within(shortcuts).getByRole('button', { name: '베팅규정' }));
    expect(screen.getByRole('dialog', { name: '베팅규정' })).toBeTruthy();
    expect(within(shortcuts).getByRole('button', { name: '베팅규정' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(closed()).toBe(1);
    view.unmount();
    expect(disposed()).toBe(1);
  });

  it('opens the events dialog on its categories, first event selected', async () => {
    await openDialog('events');
    const dialog = screen.getByRole('dialog', { name: '이벤트' });
    expect(within(dialog).getByRole('button', { name: /카지노 \(1\)/ })).toBeTruthy();
    expect(within(dialog).getByTestId('board-post')).toBeTruthy();
  });

  it('opens the rules inline under their titles on mobile', async () => {
    await openDialog('rules', 'mobile');
    const dialog = screen.getByRole('dialog', { name: '베팅규정' });
    expect(within(dialog).getAllByTestId('board-post')).toHaveLength(1);
  });
});
