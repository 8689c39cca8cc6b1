import { apiError, DEFAULT_PROBLEM_MESSAGE } from './api-error.js';

describe('ApiError', () => {
  it('keeps the status and server body beside the Korean message', () => {
    expect(apiError('http', '잔액 부족', { status: 409, body: { a: 1 } })).toEqual({ kind: 'http', message: '잔액 부족', status: 409, body: { a: 1 } });
    expect(apiError('transport', DEFAULT_PROBLEM_MESSAGE).message).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
  });
});
