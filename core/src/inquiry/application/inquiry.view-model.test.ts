import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import type { CustomerInquiry, NewCustomerInquiry } from '../domain/customer-inquiry.js';
import type { InquiryGateway } from './inquiry.gateway.js';
import { InquiryViewModel, type InquiryView } from './inquiry.view-model.js';

const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
const row = (id: number, answered: boolean): CustomerInquiry => ({
  id,
  title: `q${id}`,
  questionContents: 'c',
  createdAt: '2026-11-22 10:00:00',
  customerAnswer: answered ? [{ answerContents: '<p>답변</p>' }] : [],
});

class FakeInquiryGateway implements InquiryGateway {
  rows: CustomerInquiry[] = [row(1, true), row(2, false)];
  failure: ApiError | null = null;
  readonly created: NewCustomerInquiry[] = [];
  readonly calls: string[] = [];
  /** Whether each list call was a background poll, in order. */
  readonly listsInBackground: boolean[] = [];
  private answer<T>(v: T): Result<T, ApiError> {
    return this.failure ? fail(this.failure) : ok(v);
  }
  list = async (background = false) => {
    this.calls.push('list');
    this.listsInBackground.push(background);
    return this.answer(this.rows as readonly CustomerInquiry[]);
  };
  create = async (i: NewCustomerInquiry) => {
    this.created.push(i);
    return this.answer(undefined);
  };
  deleteOne = async (id: number) => {
    this.calls.push(`delete ${id}`);
    return this.answer(undefined);
  };
  deleteAll = async () => {
    this.calls.push('deleteAll');
    return this.answer(undefined);
  };
}

async function setup() {
  const gateway = new FakeInquiryGateway();
  const clock = new FakeClock(0);
  const vm = new InquiryViewModel({ gateway, clock });
  let view!: InquiryView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  vm.activate();
  await flush();
  return { gateway, clock, vm, view: () => view };
}

describe('InquiryViewModel', () => {
  it('lists inquiries with their badge and delete only for answered ones, polled every 5 s', async () => {
    const t = await setup();
    expect(t.view().items.map((i) => [i.id, i.badge, i.deletable])).toEqual([
      [1, '답변완료', true],
      [2, '답변대기', false],
    ]);
    expect(t.view().items[0]?.answers).toEqual(['<p>답변</p>']);
    t.gateway.rows = [row(2, true)];
    t.clock.advance(5_000);
    await flush();
    expect(t.view().items.map((i) => i.status)).toEqual(['answered']);
  });

  it("sends the member's loads unmarked and the poll's as background polls", async () => {
    const t = await setup();
    t.clock.advance(5_000);
    await flush();
    t.vm.deleteAll();
    t.vm.acceptConfirm();
    await flush();
    // Opening the list and the reload after a delete are the member's; the tick is the timer's,
    // which must not keep an idle member's session alive (docs/api-conventions.md, "Background polls").
    expect(t.gateway.listsInBackground).toEqual([false, true, false]);
  });

  it('registers a typed inquiry once, clears the form and reloads', async () => {
    const t = await setup();
    t.vm.setTitle('충전 문의');
    t.vm.setContent('입금했습니다.');
    t.vm.submit();
    t.vm.submit();
    await flush();
    expect(t.gateway.created).toEqual([{ title: '충전 문의', questionContents: '입금했습니다.', template: null }]);
    expect(t.view().alert).toBe('문의가 등록되었습니다.');
    expect([t.view().title, t.view().content]).toEqual(['', '']);
    expect(t.gateway.calls.filter((c) => c === 'list')).toHaveLength(2);
  });

  it('shows the validation message and sends nothing for a bad draft', async () => {
    const t = await setup();
    t.vm.submit();
    expect(t.view().alert).toBe('제목을 입력해주세요.');
    t.vm.setTitle('제목');
    t.vm.setContent('<script>');
    t.vm.submit();
    expect(t.view().alert).toContain('문의 내용은 한글, 영문, 숫자, 공백과 특수문자');
    expect(t.gateway.created).toEqual([]);
  });

  it('sends the account inquiry after its confirm without touching the form', async () => {
    const t = await setup();
    t.vm.setTitle('작성중');
    t.vm.requestAccountInquiry({ userType: 'A', role: 8, fastAccountFlag: 0 });
    expect(t.view().confirm?.message).toBe('입금계좌를 문의하시겠습니까?');
    t.vm.acceptConfirm();
    await flush();
    expect(t.gateway.created).toEqual([{ title: '입금계좌문의', questionContents: '입금계좌 문의드립니다.', template: 'A5' }]);
    expect(t.view().title).toBe('작성중');
  });

  it('refuses to delete a waiting inquiry and deletes an answered one after the confirm', async () => {
    const t = await setup();
    t.vm.deleteOne(2);
    expect(t.view().alert).toBe('답변 대기중인 문의는 삭제할 수 없습니다.');
    t.vm.deleteOne(1);
    expect(t.view().confirm?.message).toBe('문의 내역을 삭제하시겠습니까?');
    t.vm.acceptConfirm();
    await flush();
    expect(t.gateway.calls).toContain('delete 1');
    expect(t.view().alert).toBe('삭제되었습니다.');
    t.vm.deleteOne(99);
    expect(t.view().confirm).toBeNull();
  });

  it('asks before deleting the whole history', async () => {
    const t = await setup();
    t.vm.deleteAll();
    expect(t.view().confirm?.message).toBe('전체 내역을 삭제하시겠습니까?');
    t.vm.cancelConfirm();
    t.vm.acceptConfirm();
    expect(t.gateway.calls).not.toContain('deleteAll');
    t.vm.deleteAll();
    t.vm.acceptConfirm();
    await flush();
    expect(t.gateway.calls).toContain('deleteAll');
    expect(t.view().alert).toBe('삭제가 완료되었습니다.');
  });

  it('shows the server text on failure, else the default', async () => {
    const t = await setup();
    t.gateway.failure = apiError('http', '잠시 후 다시 시도해주세요.', { status: 429 });
    t.vm.deleteAll();
    t.vm.acceptConfirm();
    await flush();
    expect(t.view().alert).toBe('잠시 후 다시 시도해주세요.');
    t.vm.dismissAlert();
    t.gateway.failure = apiError('transport', ' ');
    t.vm.deactivate();
    t.vm.activate();
    await flush();
    expect(t.view().alert).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
    t.vm.dismissAlert();
    t.clock.advance(5_000);
    await flush();
    expect(t.view().alert).toBeNull();
  });

  it('expands and collapses a row, and stops after dispose', async () => {
    const t = await setup();
    t.vm.toggleExpand(1);
    expect(t.view().expandedId).toBe(1);
    t.vm.toggleExpand(1);
    expect(t.view().expandedId).toBeNull();
    t.vm.activate();
    t.vm.dispose();
    const before = t.gateway.calls.length;
    t.clock.advance(10_000);
    await flush();
    expect(t.gateway.calls.length).toBe(before);
  });
});
