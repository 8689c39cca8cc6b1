import { ok, type ApiError, type Result } from '@bet/core/shared';
import type { CustomerInquiry, InquiryGateway, NewCustomerInquiry } from '@bet/core/inquiry';

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
