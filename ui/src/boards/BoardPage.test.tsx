import { act, fireEvent, screen, within } from '@testing-library/react';
import { BoardsViewModel, type BoardsTab } from '@bet/core/boards';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { FakeBoardsGateway, boardPost } from './testing/boards-fakes.js';
import { BoardPage } from './BoardPage.js';

async function open(tab: BoardsTab, mode: 'desktop' | 'mobile' = 'desktop', gateway = new FakeBoardsGateway()) {
  const vm = new BoardsViewModel({ gateway, currentRole: () => 2 });
  const shell = shellCallbacks();
  const view = renderFeature(<BoardPage viewModel={vm} tab={tab} onAlert={shell.onAlert} />, mode);
  await act(flush);
  return { vm, shell, view };
}

const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

describe('BoardPage', () => {
  it('lists notices left and shows the first one right, then another on click; shortcuts lead to the other boards', async () => {
    await open('notice');
    expect(screen.getByRole('heading', { name: '공지사항' })).toBeTruthy();
    const shortcuts = screen.getByRole('navigation', { name: '게시판 바로가기' });
    expect(within(shortcuts).getByRole('link', { name: '베팅규정' }).getAttribute('href')).toBe('/rules');
    expect(within(shortcuts).getByRole('link', { name: '공지사항' }).getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByTestId('board-post')).getByText('사이트 이용 안내 본문')).toBeTruthy();
    await press(screen.getByRole('button', { name: '점검 안내' }));
    expect(within(screen.getByTestId('board-post')).getByText('점검 안내 본문')).toBeTruthy();
  });

  it('opens the post inline under its title on mobile and sanitises its HTML', async () => {
    const gateway = new FakeBoardsGateway();
    gateway.ruleList = [
      { ...boardPost(10, '', '스포츠 규정'), contents: '<p>규정 본문</p><img src="x" onerror="alert(1)">' },
      boardPost(11, '', '미니게임 규정'),
    ];
    const { view } = await open('rule', 'mobile', gateway);
    const item = screen.getByRole('button', { name: '스포츠 규정' }).closest('li') as HTMLElement;
    expect(within(item).getByText('규정 본문')).toBeTruthy();
    expect(view.container.innerHTML).not.toContain('onerror');
    await press(screen.getByRole('button', { name: '미니게임 규정' }));
    expect(screen.getAllByTestId('board-post')).toHaveLength(1);
  });

  it('groups events by category with counts, opens the first event and collapses a category', async () => {
    await open('event');
    const casino = screen.getByRole('button', { name: /카지노 \(1\)/ });
    expect(screen.getByRole('button', { name: /신규회원 전용 \(0\)/ })).toBeTruthy();
    expect(casino.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByTestId('board-post')).getByText('카지노 첫충 본문')).toBeTruthy();
    await press(casino);
    expect(casino.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: '카지노 첫충' })).toBeNull();
    await press(screen.getByRole('button', { name: /지인 추천 \(1\)/ }));
    await press(screen.getByRole('button', { name: '지인 추천 이벤트' }));
    expect(within(screen.getByTestId('board-post')).getByText('지인 추천 이벤트 본문')).toBeTruthy();
  });

  it('says so when a board is empty', async () => {
    const gateway = new FakeBoardsGateway();
    gateway.noticeList = [];
    await open('notice', 'desktop', gateway);
    expect(screen.getByText('등록된 글이 없습니다.')).toBeTruthy();
  });
});
