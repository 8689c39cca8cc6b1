import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { CommunityNoticeViewModel } from '@bet/core/boards';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { FakeCommunityNoticeGateway } from './testing/boards-fakes.js';
import { CommunityNoticePage, type CommunityNoticeScreen } from './CommunityNoticePage.js';

async function open(screenOf: CommunityNoticeScreen, role: number | null, gateway = new FakeCommunityNoticeGateway()) {
  const vm = new CommunityNoticeViewModel({ gateway, currentRole: () => role });
  const shell = shellCallbacks();
  const went: string[] = [];
  renderFeature(<CommunityNoticePage viewModel={vm} screen={screenOf} onAlert={shell.onAlert} onNavigate={(to) => went.push(to)} />);
  await act(flush);
  return { gateway, shell, went };
}

const type = (label: string, value: string): void => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('CommunityNoticePage', () => {
  it('lists notices with their dates and links to each; the write link only for level 1', async () => {
    await open({ kind: 'list' }, 2);
    expect(screen.getByRole('link', { name: '이벤트 안내' }).getAttribute('href')).toBe('/community/notice/detail/3');
    expect(screen.getByText('26.11.20')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '공지 작성' })).toBeNull();
    await open({ kind: 'list' }, 1);
    expect(screen.getByRole('link', { name: '공지 작성' }).getAttribute('href')).toBe('/community/notice/regist');
  });

  it('shows one notice with its HTML, and alerts for a missing one', async () => {
    await open({ kind: 'detail', id: 3 }, null);
    expect(screen.getByRole('heading', { name: '이벤트 안내' })).toBeTruthy();
    expect(screen.getByText('이벤트 안내 본문')).toBeTruthy();
    const missing = await open({ kind: 'detail', id: 9 }, null);
    expect(missing.shell.alerts).toEqual(['요청하신 페이지를 찾을 수 없습니다.']);
  });

  it('lets level 1 write a notice, then goes to its detail', async () => {
    const t = await open({ kind: 'regist' }, 1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '등록' }));
      await flush();
    });
    expect(t.shell.alerts).toEqual(['제목을 입력해주세요.']);
    type('제목', '새 공지');
    type('내용', '첫 줄\n둘째 줄');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '등록' }));
      await flush();
    });
    expect(t.gateway.written).toEqual([{ title: '새 공지', contents: '<p>첫 줄</p><p>둘째 줄</p>' }]);
    expect(t.shell.alerts).toContain('공지사항이 등록되었습니다.');
    expect(t.went).toEqual(['/community/notice/detail/101']);
  });

  it('shows other levels no form', async () => {
    await open({ kind: 'regist' }, 3);
    expect(screen.getByText('공지사항 작성 권한이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '등록' })).toBeNull();
  });

  it('shows the author (level 1) an edit link on their notice, and no one else', async () => {
    await open({ kind: 'detail', id: 3 }, 1);
    expect(screen.getByRole('heading', { name: '이벤트 안내' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
    cleanup();
    const mine = new FakeCommunityNoticeGateway();
    mine.posts = mine.posts.map((p) => ({ ...p, mine: true }));
    await open({ kind: 'detail', id: 3 }, 2, mine);
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
    cleanup();
    await open({ kind: 'detail', id: 3 }, 1, mine);
    expect(screen.getByRole('link', { name: '수정' }).getAttribute('href')).toBe('/community/notice/regist?id=3');
  });

  it("edits the member's notice in the write form, starting from its title and text, then goes to its detail", async () => {
    const gateway = new FakeCommunityNoticeGateway();
    gateway.posts = [{ id: 3, title: '이벤트 안내', contents: '<p>첫 줄</p><p>&lt;둘째&gt;</p>', category: 'notice', mine: true }];
    const t = await open({ kind: 'regist', editId: 3 }, 1, gateway);
    const form = screen.getByRole('form', { name: '공지사항 수정' });
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('이벤트 안내');
    expect((screen.getByLabelText('내용') as HTMLTextAreaElement).value).toBe('첫 줄\n<둘째>');
    type('제목', '이벤트 안내 (변경)');
    await act(async () => {
      fireEvent.submit(form);
      await flush();
    });
    expect(t.gateway.edited).toEqual([[3, { title: '이벤트 안내 (변경)', contents: '<p>첫 줄</p><p>&lt;둘째&gt;</p>' }]]);
    expect(t.gateway.written).toEqual([]);
    expect(t.shell.alerts).toContain('공지사항이 수정되었습니다.');
    expect(t.went).toEqual(['/community/notice/detail/3']);
  });

  it("shows no form for another member's notice", async () => {
    await open({ kind: 'regist', editId: 3 }, 1);
    expect(screen.getByText('본인이 작성한 공지사항만 수정할 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
  });
});
