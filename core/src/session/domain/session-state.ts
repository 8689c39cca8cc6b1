import type { SessionUser } from './session-user.js';

/** Who is using the site: a visitor, or a member with the user record the server returned. */
export type SessionState = { readonly status: 'loggedOut' } | { readonly status: 'loggedIn'; readonly user: SessionUser };

export const SESSION_LOGGED_OUT: SessionState = { status: 'loggedOut' };

export const sessionLoggedIn = (user: SessionUser): SessionState => ({ status: 'loggedIn', user });

/** The user of a session, or null for a visitor. */
export const sessionUser = (session: SessionState): SessionUser | null => (session.status === 'loggedIn' ? session.user : null);

/** Spec 2: the admin's role (level). */
export const ADMIN_ROLE = 10;

/** Spec 6: user type 'G' (guest) is exempt from the maintenance redirect. */
export const GUEST_USER_TYPE = 'G';

/** Spec 2: type 1, role 10, withdrawalType 0 is the site admin, who belongs in /admin. */
export function isSessionAdmin(user: SessionUser): boolean {
  return user.type === 'partner' && user.role === ADMIN_ROLE && user.withdrawalType === 'normal';
}

/** Spec 6: partner and recommender areas need banType 0 and type 1 or 2. */
export function mayUsePartnerArea(user: SessionUser): boolean {
  return user.banType === 'none' && (user.type === 'partner' || user.type === 'recommender');
}
