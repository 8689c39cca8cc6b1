import { act, fireEvent, screen } from '@testing-library/react';
import { fail, ok, apiError } from '@bet/core/shared';
import { NonMemberInquiryViewModel } from '@bet/core/inquiry';
import { flushPromises, shellFixture } from '../shell/testing/shell-fixture.js';
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
