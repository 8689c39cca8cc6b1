import { GUEST_USER_TYPE } from '../../session/domain/session-state.js';

/**
 * The member's user type as the bet history shows it. Spec 6: "User type G is exempt from
 * maintenance redirect. Other user types appear in brackets in history; meanings not shown."
 * So 'A' reads '(A)', while G (and a slip written without a type) shows nothing; the letter is
 * shown as it is, never explained.
 */
export function historyUserTypeTag(userType: string | null | undefined): string | null {
  const type = (userType ?? '').trim();
  if (type === '' || type === GUEST_USER_TYPE) return null;
  return `(${type})`;
}
