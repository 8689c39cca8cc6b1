import { apiError, DEFAULT_PROBLEM_MESSAGE, failureMessage } from './api-error.js';

describe('ApiError', () => {
  it('keeps the status and server body beside the Korean message', () => {
    expect(apiError('http', '잔액 부족', { status: 409, body: { a: 1 } })).toEqual({
      kind: 'http',
      message: '잔액 부족',
      status: 409,
      body: { a: 1 },
    });
    expect(apiError('transport', DEFAULT_PROBLEM_MESSAGE).message).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
  });
});

describe('failureMessage', () => {
  it("prefers the server's own message from the error body", () => {
    expect(failureMessage(apiError('http', 'x', { body: { message: '잔액이 부족합니다.' } }), '기본')).toBe('잔액이 부족합니다.');
    expect(failureMessage(apiError('session', 'x', { status: 555, body: { message: '다른 기기에서 로그인되었습니다.' } }))).toBe(
      '다른 기기에서 로그인되었습니다.',
    );
  });

  it('uses a specific http message when the body has none', () => {
    expect(failureMessage(apiError('http', '한도를 초과했습니다.'), '기본')).toBe('한도를 초과했습니다.');
  });

  it("falls back to the screen's text for the catch-all, blank texts and failures without a server answer", () => {
    expect(failureMessage(apiError('http', '문제가 발생했습니다. 관리자에게 문의해주세요.'), '기본')).toBe('기본');
    expect(failureMessage(apiError('http', ' ', { body: { message: ' ' } }), '기본')).toBe('기본');
    expect(failureMessage(apiError('transport', 'network down'), '기본')).toBe('기본');
    expect(failureMessage(apiError('decode', 'bad', { body: 'text' }), '기본')).toBe('기본');
  });

  it("falls back to the spec's default when the screen names no text of its own", () => {
    expect(failureMessage(apiError('transport', ''))).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
    expect(failureMessage(apiError('session', '', { status: 500, body: null }))).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
  });
});
