import { act, fireEvent, screen, within } from '@testing-library/react';
import { InquiryViewModel } from '@bet/core/inquiry';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { FakeInquiryGateway, inquiry } from './testing/inquiry-fakes.js';
import { InquiryPage } from './InquiryPage.js';

async function openQna(rows = [inquiry(1, true), inquiry(2, false)], answer: () => boolean = () => true) {
  const gateway = new FakeInquiryGateway(rows);
  const clock = new FakeClock(0);
  const vm = new InquiryViewModel({ gateway, clock });
  const shell = shellCallbacks(answer);
  const view = renderFeature(
    <InquiryPage
      viewModel={vm}
      onAlert={shell.onAlert}
      onConfirm={shell.onConfirm}
      accountInquiry={{ userType: 'A', role: 7, fastAccountFlag: 0 }}
    />,
  );
  await act(flush);
  return { gateway, clock, vm, shell, view };
}

const row = (id: number): HTMLElement =>
  screen.getAllByTestId('inquiry-row').find((r) => r.dataset['inquiryId'] === String(id)) as HTMLElement;
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

describe('InquiryPage', () => {
  it('lists own inquiries with answered/waiting badges; delete only on answered ones', async () => {
    await openQna();
    expect(within(row(1)).getByTestId('inquiry-badge').textContent).toBe('답변완료');
    expect(within(row(2)).getByTestId('inquiry-badge').textContent).toBe('답변대기');
    expect(within(row(1)).queryByTestId('inquiry-delete')).not.toBeNull();
    expect(within(row(2)).queryByTestId('inquiry-delete')).toBeNull();
  });

  it('expands an inquiry: the question as text, the answer as sanitised HTML', async () => {
    const hostile = {
      ...inquiry(3, true),
      questionContents: '<b>내 질문</b>',
      customerAnswer: [{ answerContents: '<b>답변</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' }],
    };
    await openQna([hostile]);
    await press(within(row(3)).getByRole('button', { name: '문의 3' }));
    const thread = screen.getByTestId('inquiry-thread');
    expect(thread.textContent).toContain('<b>내 질문</b>');
    expect(thread.querySelector('script')).toBeNull();
    expect(thread.innerHTML).not.toMatch(/onerror|<script/i);
    expect(thread.querySelector('b')?.textContent).toBe('답변');
  });

  it("checks the form with core's messages and registers an inquiry", async () => {
    const t = await openQna([]);
    expect(screen.getByText('문의 내역이 없습니다.')).toBeTruthy();
    await press(screen.getByTestId('inquiry-submit'));
    expect(t.shell.alerts).toEqual(['제목을 입력해주세요.']);
    fireEvent.change(screen.getByTestId('inquiry-title'), { target: { value: '출금 문의' } });
    await press(screen.getByTestId('inquiry-submit'));
    expect(t.shell.alerts.at(-1)).toBe('문의 내용을 입력해주세요.');
    fireEvent.change(screen.getByTestId('inquiry-content'), { target: { value: '출금이 늦어요' } });
    await press(screen.getByTestId('inquiry-submit'));
    expect(t.gateway.created).toEqual([{ title: '출금 문의', questionContents: '출금이 늦어요', template: null }]);
    expect(t.shell.alerts.at(-1)).toBe('문의가 등록되었습니다.');
    expect((screen.getByTestId('inquiry-title') as HTMLInputElement).value).toBe('');
    expect(screen.getAllByTestId('inquiry-row')).toHaveLength(1);
  });

  it('deletes one and all after a confirm, and sends the account inquiry after its confirm', async () => {
    let ok = false;
    const t = await openQna(undefined, () => ok);
    await press(within(row(1)).getByTestId('inquiry-delete'));
    expect(t.shell.confirms).toEqual(['문의 내역을 삭제하시겠습니까?']);
    expect(t.gateway.calls).toEqual([]);
    ok = true;
    await press(within(row(1)).getByTestId('inquiry-delete'));
    expect(t.gateway.calls).toEqual(['delete 1']);
    await press(screen.getByTestId('inquiry-delete-all'));
    expect(t.shell.confirms.at(-1)).toBe('전체 내역을 삭제하시겠습니까?');
    expect(t.gateway.calls.at(-1)).toBe('deleteAll');
    await press(screen.getByTestId('inquiry-account'));
    expect(t.shell.confirms.at(-1)).toBe('입금계좌를 문의하시겠습니까?');
    expect(t.gateway.created).toEqual([{ title: '입금계좌문의', questionContents: '입금계좌 문의드립니다.', template: 'A5' }]);
  });

  it('polls every 5 s while shown and stops when left', async () => {
    const t = await openQna([]);
    t.gateway.rows = [inquiry(9, false)];
    await act(async () => {
      t.clock.advance(5_000);
      await flush();
    });
    expect(screen.getAllByTestId('inquiry-row')).toHaveLength(1);
    expect(t.gateway.listCalls).toBe(2);
    t.view.unmount();
    t.clock.advance(15_000);
    await flush();
    expect(t.gateway.listCalls).toBe(2);
  });
});
