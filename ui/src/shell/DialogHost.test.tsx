import { act, fireEvent, screen } from '@testing-library/react';
import { fail, NonMemberInquiryViewModel, ok, apiError } from '@bet/core';
import { flushPromises, shellFixture, stubRenderers } from '../shell/testing/shell-fixture.js';
import type { DialogRenderers } from '../shell/shell-services.js';
import { ShellOverlays } from '../shell/ShellOverlays.js';
import { CustomerCenterDialog } from './CustomerCenterDialog.js';
import { NonMemberInquiryDialog } from './NonMemberInquiryDialog.js';

describe('NonMemberInquiryDialog', () => {
  it('marks each empty field, sends a complete inquiry and closes after the success alert', async () => {
    const sent: unknown[] = [];
    const model = new NonMemberInquiryViewModel({
      send: async (q) => {
        sent.push(q);
        return ok(undefined);
      },
    });
    let closed = 0;
    shellFixture().render(<NonMemberInquiryDialog model={model} onClose={() => (closed += 1)} />);
    fireEvent.click(screen.getByRole('button', { name: '문의하기' }));
    expect(screen.getAllByRole('alert').map((e) => e.textContent)).toEqual([
      '위 항목을 입력해주세요.',
      '위 항목을 입력해주세요.',
      '위 항목을 입력해주세요.',
    ]);
    fireEvent.change(document.querySelector('[name="name"]') as HTMLElement, { target: { value: '홍길동' } });
    fireEvent.change(document.querySelector('[name="phoneNumber"]') as HTMLElement, { target: { value: '01012345678' } });
    fireEvent.change(document.querySelector('[name="question"]') as HTMLElement, { target: { value: '가입 문의' } });
    fireEvent.click(screen.getByRole('button', { name: '문의하기' }));
    await act(flushPromises);
    expect(sent).toEqual([{ name: '홍길동', phoneNumber: '01012345678', question: '가입 문의' }]);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(closed).toBe(1);
  });

  it('stays open after a failure alert', async () => {
    const model = new NonMemberInquiryViewModel({ send: async () => fail(apiError('transport', '')) });
    let closed = 0;
    shellFixture().render(<NonMemberInquiryDialog model={model} onClose={() => (closed += 1)} />);
    for (const name of ['name', 'phoneNumber', 'question']) {
      fireEvent.change(document.querySelector(`[name="${name}"]`) as HTMLElement, { target: { value: '값' } });
    }
    fireEvent.click(screen.getByRole('button', { name: '문의하기' }));
    await act(flushPromises);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(closed).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(closed).toBe(1);
  });
});

describe('CustomerCenterDialog', () => {
  it('links to Q&A, memos, notices, rules and events and closes on a choice', () => {
    const f = shellFixture();
    let closed = 0;
    f.render(<CustomerCenterDialog onClose={() => (closed += 1)} />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['1:1 문의', '쪽지함', '공지사항', '베팅규정', '이벤트']);
    fireEvent.click(screen.getByRole('link', { name: '쪽지함' }));
    expect(f.navigations).toEqual(['/memo']);
    expect(closed).toBe(1);
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
      'betSlip',
      'deposit',
      'memo',
      'moneyConversion',
      'nonMemberInquiry',
      'roulette',
      'usdDeposit',
      'usdWithdraw',
      'vipRoulette',
      'withdraw',
    ]);
  });
});
