import { formatKstDateTime } from '../../shared/domain/kst.js';
import type { SessionState } from './session-state.js';

/** Spec 9: the login marker lasts 30 minutes. */
export const SESSION_MARKER_TTL_MS = 30 * 60 * 1000;

/** KeyValueStore key of the marker. */
export const SESSION_MARKER_KEY = 'sessionMarkerExpiresAt';

/**
 * Spec 4 says "user type 0". Of the two user fields, `type` is the numeric one (0 member,
 * 1/2 partner) while `userType` holds letters ('G', 'A', 'T') and is never 0, so the marker
 * belongs to members whose numeric `type` is 0.
 */
export function keepsSessionMarker(session: SessionState): boolean {
  return session.status === 'loggedIn' && session.user.type === 'member';
}

/** The marker text written at login and on every navigation: now + 30 min, "YYYY-MM-DD HH:mm:ss" KST. */
export function sessionMarkerValue(nowMs: number): string {
  return formatKstDateTime(nowMs + SESSION_MARKER_TTL_MS);
}
