import { act, fireEvent, screen } from '@testing-library/react';
import { MEMBER_CONTEXT_FOR_FOOTER, oneSlipPick } from './testing/footer-fixture.js';
import { flushPromises, renderThemed, shellFixture } from './testing/shell-fixture.js';
import { MobileFooter } from './MobileFooter.js';
import { MobileFooterContainer } from './MobileFooterContainer.js';
import { ShellOverlays } from './ShellOverlays.js';

const renderers = {
  deposit: () => <div role="dialog" aria-label="입금신청" />,
  withdraw: () => <div role="dialog" aria-label="출금신청" />,
  betSlip: () => <div role="dialog" aria-label="베팅슬립" />,
};

async function memberFooter() {
  const f = shellFixture({ renderers, betContext: MEMBER_CONTEXT_FOR_FOOTER });
  f.services.session.login('member01', 'pw1234');
  await flushPromises();
  f.render(
    <>
      <MobileFooterContainer />
      <ShellOverlays />
    </>,
  );
  return f;
}

describe('MobileFooter', () => {
  it('shows the five buttons with the slip total odds and count', () => {
    renderThemed(<MobileFooter active="betSlip" totalOddsText="3.45" slipCount={2} onTap={() => undefined} />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['입금', '출금', '베팅3.45 / 2', '베팅내역', '고객센터']);
    expect(screen.getByRole('button', { pressed: true }).textContent).toContain('베팅');
  });
});

describe('MobileFooterContainer', () => {
  it('opens the deposit dialog on the first tap and closes it on the second', async () => {
    await memberFooter();
    fireEvent.click(screen.getByRole('button', { name: '입금' }));
    expect(screen.getByRole('dialog', { name: '입금신청' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '입금' }));
    expect(screen.queryByRole('dialog', { name: '입금신청' })).toBeNull();
  });

  it('switches straight from one footer dialog to another', async () => {
    await memberFooter();
    fireEvent.click(screen.getByRole('button', { name: '입금' }));
    fireEvent.click(screen.getByRole('button', { name: '출금' }));
    expect(screen.queryByRole('dialog', { name: '입금신청' })).toBeNull();
    expect(screen.getByRole('dialog', { name: '출금신청' })).toBeTruthy();
  });

  it('keeps the betting button current with the slip', async () => {
    const f = await memberFooter();
    act(() => f.services.betSlip.addBet(oneSlipPick()));
    expect(screen.getByRole('button', { name: /베팅 1\.85 \/ 1/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /베팅 1\.85/ }));
    expect(screen.getByRole('dialog', { name: '베팅슬립' })).toBeTruthy();
  });

  it('goes to the bet history page and closes any open dialog', async () => {
    const f = await memberFooter();
    fireEvent.click(screen.getByRole('button', { name: '입금' }));
    fireEvent.click(screen.getByRole('button', { name: '베팅내역' }));
    expect(f.services.dialogs.current).toBeNull();
    expect(f.navigations).toEqual(['/bet_result']);
  });

  it('asks a visitor to log in first, then opens the login dialog', () => {
    const f = shellFixture({ renderers });
    f.render(
      <>
        <MobileFooterContainer />
        <ShellOverlays />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '출금' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('로그인 후 이용해주세요.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '베팅내역' }));
    expect(f.navigations).toEqual([]);
  });
});
