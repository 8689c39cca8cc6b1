import { maskUserId } from './mask-user-id.js';

describe('maskUserId', () => {
  it('shows the first three characters and hides the rest, always hiding at least one', () => {
    expect(maskUserId('member01')).toBe('mem*****');
    expect(maskUserId('abcd')).toBe('abc*');
    expect(maskUserId('abc')).toBe('ab*');
    expect(maskUserId('a')).toBe('*');
    expect(maskUserId('')).toBe('');
  });
});
