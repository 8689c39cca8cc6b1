import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { MyReferralsPage, ReferralsGateway } from '../application/referrals.gateway.js';

export const FAKE_REFERRALS: MyReferralsPage = {
  total: 12,
  list: [
    { userId: 'new*****', nickname: '새회원', joinedAt: '2026-11-25 10:00:00' },
    { userId: 'old*****', nickname: '옛회원', joinedAt: '2026-11-20 09:00:00', pending: true },
  ],
  codes: ['RECOMM01'],
};

/** A scripted ReferralsGateway: answers from a field the test sets, records the pages asked for. */
export class FakeReferralsGateway implements ReferralsGateway {
  answer: Result<MyReferralsPage, ApiError> = ok(FAKE_REFERRALS);
  readonly calls: { page: number; perpage: number }[] = [];

  async myReferrals(page: number, perpage: number) {
    this.calls.push({ page, perpage });
    return this.answer;
  }
  refuse(message: string, status = 500): void {
    this.answer = fail(apiError('http', message, { status, code: 'refused' }));
  }
}
