import { SESSION_MESSAGES } from './session.messages.js';

/**
 * What the site does for a server status of spec section 8:
 * - logout: clear the user and show `message`; `blankPage` also blanks the screen (406)
 * - blankPage: blank the screen without logging out (600)
 */
export type SessionStatusEvent =
  | {
      readonly kind: 'logout';
      readonly reason: 'loggedInElsewhere' | 'loggedOut' | 'blockedIp' | 'unexpectedProblem';
      readonly message: string;
      readonly blankPage: boolean;
    }
  | { readonly kind: 'blankPage' };

/** Statuses with a session meaning; the API layer reports these as `ApiError` kind 'session'. */
export const SESSION_STATUS_CODES = [555, 556, 406, 500, 600] as const;

/** The session effect of a status, or null when the status means nothing to the session. */
export function sessionEventForStatus(status: number): SessionStatusEvent | null {
  switch (status) {
    case 555:
      return { kind: 'logout', reason: 'loggedInElsewhere', message: SESSION_MESSAGES.loggedInElsewhere, blankPage: false };
    case 556:
      return { kind: 'logout', reason: 'loggedOut', message: SESSION_MESSAGES.loggedOut, blankPage: false };
    case 406:
      return { kind: 'logout', reason: 'blockedIp', message: SESSION_MESSAGES.blockedIp, blankPage: true };
    case 500:
      return { kind: 'logout', reason: 'unexpectedProblem', message: SESSION_MESSAGES.unexpectedProblem, blankPage: false };
    case 600:
      return { kind: 'blankPage' };
    default:
      return null;
  }
}
