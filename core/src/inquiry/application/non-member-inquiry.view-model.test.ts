import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { NonMemberInquiry } from '../domain/non-member-inquiry.js';
import { NonMemberInquiryViewModel, type NonMemberInquiryView } from './non-member-inquiry.view-model.js';

const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

function setup(answer: Result<void, ApiError>) {
  const sent: NonMemberInquiry[] = [];
  const vm = new NonMemberInquiryViewModel({
    send: async (i) => {
      sent.push(i);
      return answer;
    },
  });
  let view!: NonMemberInquiryView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  return { vm, sent, view: () => view };
}

describe('NonMemberInquiryViewModel', () => {
  it('marks each empty field after a submit and updates the marks while typing', () => {
    const t = setup(ok(undefined));
    t.vm.setField('name', '홍길동');
    expect(t.view().errors).toEqual({});
    t.vm.submit();
    expect(t.view().errors).toEqual({ phoneNumber: '위 항목을 입력해주세요.', question: '위 항목을 입력해주세요.' });
    t.vm.setField('phoneNumber', '01012345678');
    expect(t.view().errors).toEqual({ question: '위 항목을 입력해주세요.' });
    expect(t.sent).toEqual([]);
  });

  it('sends once and says the inquiry was registered', async () => {
    const t = setup(ok(undefined));
    t.vm.setField('name', '홍길동');
    t.vm.setField('phoneNumber', '01012345678');
    t.vm.setField('question', '가입 문의');
    t.vm.submit();
    t.vm.submit();
    await flush();
    expect(t.sent).toHaveLength(1);
    expect(t.view().alert).toBe('비회원 문의가 등록되었습니다.');
    expect(t.view().sent).toBe(true);
    expect(t.view().form).toEqual({ name: '', phoneNumber: '', question: '' });
    t.vm.dismissAlert();
    expect(t.view().alert).toBeNull();
  });

  it('shows the fixed failure text of spec 8', async () => {
    const t = setup(fail(apiError('http', 'server said', { status: 500 })));
    t.vm.setField('name', 'a');
    t.vm.setField('phoneNumber', '1');
    t.vm.setField('question', 'q');
    t.vm.submit();
    await flush();
    expect(t.view().alert).toBe('문제가 발생했습니다. 잠시 후 다시 시도해주세요.');
    expect(t.view().sent).toBe(false);
    t.vm.reset();
    expect(t.view().form.name).toBe('');
    t.vm.dispose();
  });
});
