import { act, fireEvent, screen, within } from '@testing-library/react';
import { AdminResponsiblePlayViewModel } from '@bet/core/admin-desk';
import { parseKstDateTime, won } from '@bet/core/shared';
import {
  deskRefusal,
  FakeAdminDeskGateway,
  fakeResponsiblePlayMember,
} from '../../../core/src/admin-desk/testing/fake-admin-desk-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { AdminResponsiblePlayPage } from './AdminResponsiblePlayPage.js';

const at = parseKstDateTime('2026-11-26 12:00:00');
const member = (id: number) => fakeResponsiblePlayMember(id);

async function open(gateway: FakeAdminDeskGateway) {
  const shell = shellCallbacks();
  renderFeature(<AdminResponsiblePlayPage viewModel={new AdminResponsiblePlayViewModel({ gateway })} onAlert={shell.onAlert} />);
  await act(flush);
  return shell;
}

describe('AdminResponsiblePlayPage', () => {
  it('lists members with their limits, exclusion, reality-check settings and stops, searches and pages', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.responsiblePlay_ = [
      {
        ...member(22),
        limits: [{ kind: 'deposit', period: 'day', amount: won(100_000), pending: null }],
        exclusion: { kind: 'selfExclusion', duration: '1y', startsAt: at, endsAt: at + 365 * 86_400_000 },
        realityCheck: { intervalMinutes: 30, sessionLimitMinutes: null },
        stops: 1,
        lastStopAt: at,
      },
      ...Array.from({ length: 20 }, (_, i) => member(21 - i)),
    ];
    await open(gateway);
    const rows = screen.getAllByTestId('admin-responsible-play-row');
    expect(rows).toHaveLength(20);
    const first = within(rows[0]!);
    expect(first.getByTestId('rp-limits').textContent).toBe('입금 일 100,000원');
    expect(first.getByTestId('rp-exclusion').textContent).toBe('자기 배제 · 2027-11-26 12:00:00까지');
    expect(first.getByTestId('rp-reality-check').textContent).toBe('30분마다 · 세션 제한 없음');
    expect(first.getByTestId('rp-stops').textContent).toBe('1회 · 최근 2026-11-26 12:00:00');
    expect(within(rows[1]!).getByTestId('rp-exclusion').textContent).toBe('없음');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '2' }));
      await flush();
    });
    expect(screen.getAllByTestId('admin-responsible-play-row').map((r) => r.dataset.userId)).toEqual(['member02']);

    fireEvent.change(screen.getByRole('textbox', { name: '아이디 또는 닉네임' }), { target: { value: 'member22' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '검색' }));
      await flush();
    });
    expect(screen.getAllByTestId('admin-responsible-play-row').map((r) => r.dataset.userId)).toEqual(['member22']);
    expect(gateway.calls).toEqual(["responsiblePlayMembers '' 1", "responsiblePlayMembers '' 2", "responsiblePlayMembers 'member22' 1"]);
  });

  it("says when the list is empty and hands a refusal to the shell's alert", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.failNext.responsiblePlayMembers = deskRefusal('권한이 없습니다.', 403);
    const shell = await open(gateway);
    expect(shell.alerts).toEqual(['권한이 없습니다.']);
    expect(screen.getByText('내역이 없습니다.')).not.toBeNull();
  });
});
