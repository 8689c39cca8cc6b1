import { historyUserTypeTag } from './history-user-type.js';

// Spec 6: "User type G is exempt from maintenance redirect. Other user types appear in brackets in
// history; meanings not shown."
describe('historyUserTypeTag', () => {
  it('shows every user type other than G in brackets, as the letter only', () => {
    expect(historyUserTypeTag('A')).toBe('(A)');
    expect(historyUserTypeTag('T')).toBe('(T)');
    expect(historyUserTypeTag(' B ')).toBe('(B)');
  });

  it('shows nothing for G and for a slip without a user type', () => {
    expect(historyUserTypeTag('G')).toBeNull();
    expect(historyUserTypeTag(null)).toBeNull();
    expect(historyUserTypeTag(undefined)).toBeNull();
    expect(historyUserTypeTag('')).toBeNull();
  });
});
