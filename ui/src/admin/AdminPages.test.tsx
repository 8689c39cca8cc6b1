import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  AdminBoardsViewModel,
  AdminChargesViewModel,
  AdminInquiriesViewModel,
  AdminMembersViewModel,
  AdminMessageViewModel,
  AdminSettingsViewModel,
} from '@bet/core/admin-desk';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { fakeCharge, fakeMember, FakeAdminDeskGateway } from '../../../core/src/admin-desk/testing/fake-admin-desk-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { AdminBoardsPage } from './AdminBoardsPage.js';
import { AdminChargesPage } from './AdminChargesPage.js';
import { AdminInquiriesPage } from './AdminInquiriesPage.js';
import { AdminMembersPage } from './AdminMembersPage.js';
import { AdminMessagePage } from './AdminMessagePage.js';
import { AdminSettingsPage } from './AdminSettingsPage.js';
import { AdminFrame } from './AdminShell.js';

const settle = () => act(flush);
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const rowOf = (userId: string): HTMLElement => screen.getAllByTestId('admin-member-row').find((r) => r.dataset.userId === userId)!;

async function openMembers(gateway: FakeAdminDeskGateway, answer: () => boolean = () => true) {
  const vm = new AdminMembersViewModel({ gateway });
  const shell = shellCallbacks(answer);
  renderFeature(<AdminMembersPage viewModel={vm} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />);
  await settle();
  return { vm, shell };
}

describe('AdminFrame', () => {
  it('shows the side navigation with the current page marked, the operator and logout', () => {
    let loggedOut = 0;
    const onLogout = () => void loggedOut++;
    renderFeature(
      <AdminFrame pathname="/admin/charges" nickname="운영팀" onLogout={onLogout}>
        <p>본문</p>
      </AdminFrame>,
    );
    const nav = screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      '대시보드',
      '회원',
      '입출금',
      'USDT 입출금',
      '경기 결과',
      '마켓/노출',
      '베팅 내역',
      '문의',
      '쪽지',
      '공지/팝업',
      '책임 이용',
      '설정',
      '한도/계좌',
      '감사 로그',
    ]);
    expect(within(nav).getByRole('link', { name: '입출금' }).getAttribute('aria-current')).toBe('page');
    // The dashboard is /admin itself: marked only there, not on every page under it.
    expect(within(nav).getByRole('link', { name: '대시보드' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: '회원' }).getAttribute('href')).toBe('/admin/members');
    expect(screen.getByText('운영팀 님')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(loggedOut).toBe(1);
  });
});

describe('AdminMembersPage', () => {
  it('lists members with Korean statuses, searches, approves a sign-up and blocks after the question', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.members_ = [fakeMember(3, 'pending'), fakeMember(2), { ...fakeMember(1, 'active', 10), userId: 'admin' }];
    const { shell } = await openMembers(gateway);
    expect(within(rowOf('member03')).getByText('승인대기')).not.toBeNull();
    expect(within(rowOf('admin')).queryByRole('button', { name: '차단' })).toBeNull();
    await press(within(rowOf('member03')).getByRole('button', { name: '승인' }));
    expect(shell.alerts).toEqual(['승인되었습니다.']);
    expect(within(rowOf('member03')).getByText('정상')).not.toBeNull();
    await press(within(rowOf('member02')).getByRole('button', { name: '차단' }));
    expect(shell.confirms).toEqual(['이 회원을 차단하시겠습니까?']);
    await settle();
    expect(within(rowOf('member02')).getByText('차단')).not.toBeNull();
    await press(within(rowOf('member02')).getByRole('button', { name: '차단해제' }));
    expect(shell.alerts.at(-1)).toBe('차단이 해제되었습니다.');

    type(screen.getByRole('textbox', { name: '아이디 또는 닉네임' }), 'member02');
    await press(screen.getByRole('button', { name: '검색' }));
    expect(screen.getAllByTestId('admin-member-row')).toHaveLength(1);
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: '상태' }), { target: { value: 'pending' } });
      await flush();
    });
    expect(screen.getByText('내역이 없습니다.')).not.toBeNull();
  });

  it('rejects a sign-up only when the operator says OK, and sets a level', async () => {
    let answer = false;
    const gateway = new FakeAdminDeskGateway();
    gateway.members_ = [fakeMember(4, 'pending')];
    const { shell } = await openMembers(gateway, () => answer);
    await press(within(rowOf('member04')).getByRole('button', { name: '거절' }));
    expect(shell.confirms).toEqual(['가입을 거절하시겠습니까?']);
    expect(gateway.calls).not.toContain('decideMember 4 reject');
    answer = true;
    await press(within(rowOf('member04')).getByRole('button', { name: '거절' }));
    await settle();
    expect(gateway.calls).toContain('decideMember 4 reject');
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'member04 레벨' }), { target: { value: '3' } });
      await flush();
    });
    expect(gateway.calls).toContain('changeMember 4 {"role":3}');
    expect(shell.alerts.at(-1)).toBe('레벨이 변경되었습니다.');
  });

  it("opens a member's balances and history; an adjustment without a reason is refused, with one it is sent", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.members_ = [fakeMember(5)];
    gateway.balances.set(5, { cash: 120_000, casino: 0, point: 50 });
    const { shell } = await openMembers(gateway);
    await press(within(rowOf('member05')).getByRole('button', { name: '상세' }));
    const detail = screen.getByTestId('admin-member-detail');
    expect(within(detail).getByTestId('admin-balance-cash').textContent).toBe('120,000');
    expect(within(detail).getByText('내역이 없습니다.')).not.toBeNull();
    type(within(detail).getByLabelText('조정 금액'), '-20,000');
    await press(within(detail).getByRole('button', { name: '조정하기' }));
    expect(within(detail).getByRole('alert').textContent).toBe('조정 사유를 입력해주세요.');
    expect(gateway.calls.some((c) => c.startsWith('adjust'))).toBe(false);
    type(within(detail).getByLabelText('조정 사유'), '중복 입금 회수');
    await press(within(detail).getByRole('button', { name: '조정하기' }));
    await settle();
    expect(shell.alerts).toEqual(['조정되었습니다.']);
    expect(gateway.calls).toContain('adjust 5 cash -20000 중복 입금 회수');
    expect(within(detail).getByTestId('admin-balance-cash').textContent).toBe('100,000');
    const entry = within(detail).getByTestId('admin-ledger-entry');
    expect(within(entry).getByText('관리자 조정')).not.toBeNull();
    expect(within(entry).getByText('-20,000')).not.toBeNull();
    await press(within(detail).getByRole('button', { name: '닫기' }));
    expect(screen.queryByTestId('admin-member-detail')).toBeNull();
  });
});

describe('AdminChargesPage', () => {
  it('shows a new request after the next poll, marked 신규, and approves it', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.charges_ = [fakeCharge(1, 7, 10_000)];
    const clock = new FakeClock(Date.parse('2026-11-25T03:00:00Z'));
    const vm = new AdminChargesViewModel({ gateway, clock });
    const shell = shellCallbacks();
    renderFeature(<AdminChargesPage viewModel={vm} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />);
    await settle();
    expect(screen.getAllByTestId('admin-charge-row')).toHaveLength(1);
    gateway.charges_.unshift(fakeCharge(2, 8, 50_000, 1));
    await act(async () => {
      clock.advance(3_000);
      await flush();
    });
    const fresh = screen.getAllByTestId('admin-charge-row')[0]!;
    expect(fresh.dataset.fresh).toBe('true');
    expect(within(fresh).getByText('신규')).not.toBeNull();
    expect(within(fresh).getByText('출금')).not.toBeNull();
    expect(within(fresh).getByText('50,000')).not.toBeNull();
    await press(within(fresh).getByRole('button', { name: '승인' }));
    expect(shell.alerts).toEqual(['승인되었습니다.']);
    await press(screen.getByRole('button', { name: '취소' }));
    expect(shell.confirms).toEqual(['이 신청을 취소하시겠습니까?']);
    await settle();
    expect(screen.getByText('내역이 없습니다.')).not.toBeNull();
    await press(screen.getByRole('tab', { name: '완료' }));
    expect(within(screen.getByTestId('admin-charge-row')).getByText('완료')).not.toBeNull();
    vm.dispose();
  });
});

describe('the other back-office screens', () => {
  it('answers a waiting inquiry', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.inquiries_ = [{ id: 5, memberId: 7, userId: 'member01', title: '입금 확인', question: '<p>확인 부탁</p>', answered: false }];
    const shell = shellCallbacks();
    renderFeature(<AdminInquiriesPage viewModel={new AdminInquiriesViewModel({ gateway })} onAlert={shell.onAlert} />);
    await settle();
    expect(screen.getByText('확인 부탁')).not.toBeNull();
    await press(screen.getByRole('button', { name: '답변하기' }));
    await press(screen.getByRole('button', { name: '답변 등록' }));
    expect(screen.getByRole('alert').textContent).toBe('답변 내용을 입력해주세요.');
    type(screen.getByLabelText('답변 내용'), '확인되었습니다.');
    await press(screen.getByRole('button', { name: '답변 등록' }));
    await settle();
    expect(shell.alerts).toEqual(['답변이 등록되었습니다.']);
    expect(screen.getByText('내역이 없습니다.')).not.toBeNull();
  });

  it('sends a message to one member by login id, and to everyone after the question', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.members_ = [fakeMember(1)];
    const shell = shellCallbacks();
    renderFeature(
      <AdminMessagePage viewModel={new AdminMessageViewModel({ gateway })} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />,
    );
    await settle();
    await press(screen.getByRole('button', { name: '보내기' }));
    expect(screen.getByRole('alert').textContent).toBe('받는 회원을 선택해주세요.');
    type(screen.getByLabelText('받는 회원 아이디'), 'member01');
    type(screen.getByLabelText('제목'), '안내');
    type(screen.getByLabelText('내용'), '점검 안내');
    await press(screen.getByRole('button', { name: '보내기' }));
    await settle();
    expect(gateway.sent).toEqual([{ memberId: 1, title: '안내', contents: '<p>점검 안내</p>' }]);
    await press(screen.getByRole('radio', { name: '전체 회원' }));
    expect(screen.queryByLabelText('받는 회원 아이디')).toBeNull();
    type(screen.getByLabelText('제목'), '전체');
    type(screen.getByLabelText('내용'), '공지');
    await press(screen.getByRole('button', { name: '보내기' }));
    await settle();
    expect(shell.confirms).toEqual(['전체 회원에게 쪽지를 보내시겠습니까?']);
    expect(gateway.sent.at(-1)!.memberId).toBe(0);
  });

  it('writes and deletes a notice, and opens a popup', async () => {
    const gateway = new FakeAdminDeskGateway();
    const shell = shellCallbacks();
    renderFeature(
      <AdminBoardsPage viewModel={new AdminBoardsViewModel({ gateway })} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />,
    );
    await settle();
    const editor = screen.getByRole('form', { name: '글 쓰기' });
    type(within(editor).getByLabelText('제목'), '점검 안내');
    type(within(editor).getByLabelText('내용 (HTML)'), '<p>새벽 점검</p>');
    await press(within(editor).getByRole('button', { name: '저장' }));
    await settle();
    expect(shell.alerts).toEqual(['등록되었습니다.']);
    const post = screen.getByTestId('admin-post');
    await press(within(post).getByRole('button', { name: '수정' }));
    expect(screen.getByRole('form', { name: '글 수정' })).not.toBeNull();
    await press(within(post).getByRole('button', { name: '삭제' }));
    await settle();
    expect(shell.confirms).toEqual(['삭제하시겠습니까?']);
    expect(screen.queryByTestId('admin-post')).toBeNull();
    type(screen.getByLabelText('팝업 내용 (HTML)'), '<p>이벤트</p>');
    type(screen.getByLabelText('링크 (https:// 또는 /로 시작, 선택)'), '/events');
    await press(screen.getByRole('button', { name: '팝업 등록' }));
    await settle();
    expect(within(screen.getByTestId('admin-popup')).getByText('이벤트')).not.toBeNull();
    await press(screen.getByRole('tab', { name: '이벤트' }));
    expect(gateway.calls).toContain('boardPosts event');
  });

  it('flips a site switch', async () => {
    const gateway = new FakeAdminDeskGateway();
    const shell = shellCallbacks();
    renderFeature(<AdminSettingsPage viewModel={new AdminSettingsViewModel({ gateway })} onAlert={shell.onAlert} />);
    await settle();
    const maintenance = screen.getByRole('switch', { name: '사이트 점검' });
    expect(maintenance.getAttribute('aria-checked')).toBe('false');
    await press(maintenance);
    await settle();
    expect(shell.alerts).toEqual(['설정이 저장되었습니다.']);
    expect(screen.getByRole('switch', { name: '사이트 점검' }).getAttribute('aria-checked')).toBe('true');
    expect(gateway.calls).toContain('setSwitch siteNoticeFlg true');
  });

  it('turns the money conversion minimums from shown only (the default) to enforced and back', async () => {
    const gateway = new FakeAdminDeskGateway();
    const shell = shellCallbacks();
    renderFeature(<AdminSettingsPage viewModel={new AdminSettingsViewModel({ gateway })} onAlert={shell.onAlert} />);
    await settle();
    const name = '머니 전환 최소금액 적용';
    expect(screen.getByText('켜면 10,000원 / 1 USD 미만의 머니 전환을 거절합니다. 끄면 최소금액은 안내로만 표시됩니다.')).not.toBeNull();
    expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
    await press(screen.getByRole('switch', { name }));
    await settle();
    expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name }).textContent).toBe('켜짐');
    await press(screen.getByRole('switch', { name }));
    await settle();
    expect(gateway.calls.filter((c) => c.startsWith('setSwitch'))).toEqual([
      'setSwitch conversionMinimumEnforced true',
      'setSwitch conversionMinimumEnforced false',
    ]);
    expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
  });

  it('turns the max bet from refused at the max (the default) to taken up to the max and back', async () => {
    const gateway = new FakeAdminDeskGateway();
    const shell = shellCallbacks();
    renderFeature(<AdminSettingsPage viewModel={new AdminSettingsViewModel({ gateway })} onAlert={shell.onAlert} />);
    await settle();
    const name = '최대베팅금과 같은 금액 허용';
    expect(screen.getByText('끄면 최대베팅금 이상의 베팅을 거절합니다 (기본). 켜면 최대베팅금까지 베팅할 수 있습니다.')).not.toBeNull();
    expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
    await press(screen.getByRole('switch', { name }));
    await settle();
    expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
    await press(screen.getByRole('switch', { name }));
    await settle();
    expect(gateway.calls.filter((c) => c.startsWith('setSwitch'))).toEqual([
      'setSwitch maxBetInclusive true',
      'setSwitch maxBetInclusive false',
    ]);
    expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
  });

  it("switches each of spec 5's sign-up readings on from its default (off) and saves only that key", async () => {
    const gateway = new FakeAdminDeskGateway();
    const shell = shellCallbacks();
    renderFeature(<AdminSettingsPage viewModel={new AdminSettingsViewModel({ gateway })} onAlert={shell.onAlert} />);
    await settle();
    expect(screen.getByText('켜면 가입 아이디를 6~14자까지 받습니다. 끄면 6~12자입니다 (기본).')).not.toBeNull();
    expect(screen.getByText('켜면 가입과 비밀번호 변경에서 4~255자를 받습니다. 끄면 4~12자입니다 (기본).')).not.toBeNull();
    expect(screen.getByText('켜면 닉네임을 4~16자(한글은 2자로 계산)로 받습니다. 끄면 한글 2~6자입니다 (기본).')).not.toBeNull();
    for (const name of ['아이디 최대 14자', '비밀번호 최대 255자', '닉네임 길이 규칙']) {
      expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
      await press(screen.getByRole('switch', { name }));
      await settle();
      expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
    }
    expect(gateway.calls.filter((c) => c.startsWith('setSwitch'))).toEqual([
      'setSwitch signUpUserIdMax14 true',
      'setSwitch signUpPasswordMax255 true',
      'setSwitch signUpNicknameWeighted true',
    ]);
  });
});
