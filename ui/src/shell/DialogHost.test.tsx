import { act, fireEvent, screen } from '@testing-library/react';
import { shellFixture, stubRenderers } from './testing/shell-fixture.js';
import type { DialogRenderers } from './shell-services.js';
import { ShellOverlays } from './ShellOverlays.js';
import { CustomerCenterDialog } from './CustomerCenterDialog.js';

describe('CustomerCenterDialog', () => {
  it('links to Q&A and memos and closes on a choice', () => {
    const f = shellFixture();
    let closed = 0;
    f.render(<CustomerCenterDialog onClose={() => (closed += 1)} onBoard={() => undefined} />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['1:1 문의', '쪽지함']);
    fireEvent.click(screen.getByRole('link', { name: '쪽지함' }));
    expect(f.navigations).toEqual(['/memo']);
    expect(closed).toBe(1);
  });

  it('opens the notice, rules and events dialogs in its place (spec 2 lists them as dialogs)', () => {
    const f = shellFixture({ renderers: { rules: () => <p>베팅규정 본문</p> } });
    f.render(<ShellOverlays />);
    act(() => f.services.dialogs.open('customerCenter'));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['공지사항', '베팅규정', '이벤트']));
    fireEvent.click(screen.getByRole('button', { name: '베팅규정' }));
    expect(f.services.dialogs.current).toBe('rules');
    expect(screen.getByText('베팅규정 본문')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '고객센터' })).toBeNull();
  });

  it('is what the footer opens when the app registers no other customer-centre body', () => {
    const f = shellFixture();
    f.render(<ShellOverlays />);
    act(() => f.services.dialogs.open('customerCenter'));
    expect(screen.getByRole('dialog', { name: '고객센터' })).toBeTruthy();
  });

  it('draws the registered body of a feature dialog, which can close itself', () => {
    const f = shellFixture({
      renderers: {
        usdDeposit: ({ close }) => (
          <button type="button" onClick={close}>
            테더 입금
          </button>
        ),
      },
    });
    f.render(<ShellOverlays />);
    act(() => f.services.dialogs.open('usdDeposit'));
    fireEvent.click(screen.getByRole('button', { name: '테더 입금' }));
    expect(f.services.dialogs.current).toBeNull();
  });

  it('needs a renderer for every feature dialog: a record missing one does not compile', () => {
    const { roulette: _dropped, ...missingOne } = stubRenderers();
    // @ts-expect-error -- 'roulette' has no renderer: the app could not hand this to the shell.
    const incomplete: DialogRenderers = missingOne;
    expect(Object.keys(incomplete)).not.toContain('roulette');
    expect(Object.keys(stubRenderers()).sort()).toEqual([
      'attendance',
      'betSlip',
      'deposit',
      'events',
      'memo',
      'moneyConversion',
      'myInfo',
      'myPage',
      'nonMemberInquiry',
      'notice',
      'pointToCash',
      'roulette',
      'rules',
      'simpleMyPage',
      'usdDeposit',
      'usdWithdraw',
      'vipRoulette',
      'withdraw',
    ]);
  });
});
