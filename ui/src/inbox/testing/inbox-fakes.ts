import {
  ok,
  type ApiError,
  type CustomerInquiry,
  type InboxGateway,
  type InboxMessage,
  type InquiryGateway,
  type NewCustomerInquiry,
  type PopupsGateway,
  type Result,
  type RouletteCouponCounts,
  type RouletteCouponType,
  type RouletteGateway,
  type RouletteSpinResult,
  type SitePopup,
} from '@bet/core';

/** Lets resolved promise chains (fake gateways, awaits in view models) run to the end. */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export const memo = (id: number, confirmStatus: 0 | 1, contents = `<p>본문 ${id}</p>`): InboxMessage => ({
  id,
  createdAt: `2026-11-22 10:${String(id).padStart(2, '0')}:00`,
  title: `쪽지 ${id}`,
  contents,
  confirmStatus,
});

/** An in-memory memo box: reads, marks and deletes act on `messages`; every call is recorded. */
export class FakeInboxGateway implements InboxGateway {
  readonly calls: string[] = [];
  constructor(public messages: InboxMessage[] = []) {}
  count = async (): Promise<Result<number, ApiError>> => ok(this.messages.length);
  list = async (page: number, perPage: number): Promise<Result<readonly InboxMessage[], ApiError>> =>
    ok(this.messages.slice((page - 1) * perPage, page * perPage));
  unreadCount = async (): Promise<Result<number, ApiError>> => ok(this.messages.filter((m) => m.confirmStatus === 0).length);
  markRead = async (id: number): Promise<Result<void, ApiError>> => {
    this.calls.push(`read ${id}`);
    this.messages = this.messages.map((m) => (m.id === id ? { ...m, confirmStatus: 1 as const } : m));
    return ok(undefined);
  };
  markAllRead = async (): Promise<Result<void, ApiError>> => {
    this.calls.push('readAll');
    this.messages = this.messages.map((m) => ({ ...m, confirmStatus: 1 as const }));
    return ok(undefined);
  };
  deleteOne = async (id: number): Promise<Result<void, ApiError>> => {
    this.calls.push(`delete ${id}`);
    this.messages = this.messages.filter((m) => m.id !== id);
    return ok(undefined);
  };
  deleteMany = async (ids: readonly number[]): Promise<Result<void, ApiError>> => {
    this.calls.push(`deleteMany ${ids.join(',')}`);
    this.messages = this.messages.filter((m) => !ids.includes(m.id));
    return ok(undefined);
  };
  deleteAllRead = async (): Promise<Result<void, ApiError>> => {
    this.calls.push('deleteAllRead');
    this.messages = this.messages.filter((m) => m.confirmStatus === 0);
    return ok(undefined);
  };
}

/** Roulette coupons and spins; `hold` keeps the next spin unanswered until released. */
export class FakeRouletteGateway implements RouletteGateway {
  readonly spins: RouletteCouponType[] = [];
  coupons: RouletteCouponCounts = { normal: 3, vip: 1 };
  nextResult: RouletteSpinResult = { value: 5000, name: '5000' };
  private held: ((r: RouletteSpinResult) => void) | null = null;
  countCoupons = async (): Promise<Result<RouletteCouponCounts, ApiError>> => ok(this.coupons);
  choose = (couponType: RouletteCouponType): Promise<Result<RouletteSpinResult, ApiError>> => {
    this.spins.push(couponType);
    return new Promise((resolve) => {
      const answer = (r: RouletteSpinResult): void => resolve(ok(r));
      if (this.holding) this.held = answer;
      else answer(this.nextResult);
    });
  };
  holding = false;
  release(): void {
    this.held?.(this.nextResult);
    this.held = null;
  }
}

export class FakePopupsGateway implements PopupsGateway {
  constructor(public list: SitePopup[] = []) {}
  popups = async (): Promise<Result<readonly SitePopup[], ApiError>> => ok(this.list);
}

export const inquiry = (id: number, answered: boolean): CustomerInquiry => ({
  id,
  title: `문의 ${id}`,
  questionContents: `질문 ${id}`,
  createdAt: '2026-11-22 10:00:00',
  customerAnswer: answered ? [{ answerContents: `<b>답변 ${id}</b>` }] : [],
});

export class FakeInquiryGateway implements InquiryGateway {
  readonly created: NewCustomerInquiry[] = [];
  readonly calls: string[] = [];
  listCalls = 0;
  constructor(public rows: CustomerInquiry[] = []) {}
  list = async (): Promise<Result<readonly CustomerInquiry[], ApiError>> => {
    this.listCalls += 1;
    return ok(this.rows);
  };
  create = async (i: NewCustomerInquiry): Promise<Result<void, ApiError>> => {
    this.created.push(i);
    this.rows = [
      { id: 100 + this.created.length, title: i.title, questionContents: i.questionContents, createdAt: '2026-11-22 12:00:00' },
      ...this.rows,
    ];
    return ok(undefined);
  };
  deleteOne = async (id: number): Promise<Result<void, ApiError>> => {
    this.calls.push(`delete ${id}`);
    this.rows = this.rows.filter((r) => r.id !== id);
    return ok(undefined);
  };
  deleteAll = async (): Promise<Result<void, ApiError>> => {
    this.calls.push('deleteAll');
    this.rows = [];
    return ok(undefined);
  };
}
