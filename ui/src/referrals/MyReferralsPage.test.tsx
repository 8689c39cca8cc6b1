import { act, fireEvent, screen } from '@testing-library/react';
import { MyReferralsViewModel } from '@bet/core/referrals';
import { FakeReferralsGateway } from '../../../core/src/referrals/testing/fake-referrals-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { MyReferralsPage } from './MyReferralsPage.js';

async function openPage(gateway = new FakeReferralsGateway()) {
  const vm = new MyReferralsViewModel({ gateway, siteOrigin: 'https://bet.example.com' });
  const shell = shellCallbacks(() => true);
  renderFeature(<MyReferralsPage viewModel={vm} onAlert={shell.onAlert} />);
  await act(flush);
  return { gateway, shell };
}

describe('MyReferralsPage', () => {
  it('lists the referrals with masked ids, nicknames and joined dates, numbered from the total, and pages', async () => {
    const { gateway } = await openPage();
    expect(screen.getByTestId('referrals-total').textContent).toBe('총 12명');
    const rows = screen.getAllByTestId('referral-record').map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['12', 'new*****', '새회원', '2026-11-25'],
      // A sign-up still awaiting the operator's approval is marked.
      ['11', 'old*****', '옛회원 승인대기', '2026-11-20'],
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '2' }));
      await flush();
    });
    expect(gateway.calls.at(-1)).toEqual({ page: 2, perpage: 10 });
  });

  it('says when nobody signed up with the code, and forwards a refusal to the alert', async () => {
    const gateway = new FakeReferralsGateway();
    gateway.answer = { ok: true, value: { total: 0, list: [], codes: [] } };
    await openPage(gateway);
    expect(screen.getByText('추천으로 가입한 회원이 없습니다.')).toBeTruthy();
    const failing = new FakeReferralsGateway();
    failing.refuse('문제가 발생했습니다.');
    const { shell } = await openPage(failing);
    expect(shell.alerts).toEqual(['문제가 발생했습니다.']);
  });

  it('shows the join link of each code with a copy button that puts it on the clipboard', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void written.push(t) } });
    const { shell } = await openPage();
    const link = screen.getByTestId('join-link');
    expect(link.textContent).toContain('https://bet.example.com/?joinCd=RECOMM01');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '복사' }));
      await flush();
    });
    expect(written).toEqual(['https://bet.example.com/?joinCd=RECOMM01']);
    expect(shell.alerts).toEqual(['가입 링크가 복사되었습니다.']);
  });
});
