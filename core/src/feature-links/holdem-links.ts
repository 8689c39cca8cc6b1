import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { HoldemMaintenance, HoldemMember } from '../holdem/index.js';
import type { SessionView } from '../session/index.js';

/** The session's member as the hold'em page reads it; null for a visitor. */
export function holdemMemberOf(view: SessionView): HoldemMember | null {
  if (view.status !== 'loggedIn') return null;
  const u = view.user;
  return {
    userId: u.userId,
    nickname: u.nickname,
    realpokerUid: u.realpokerUid,
    realpokerUseFlag: u.realpokerUseFlag,
    revolutionUid: u.revolutionUid,
    revolutionUseFlag: u.revolutionUseFlag,
    agentCode: u.managementTarget1UserId ?? u.managementTarget2UserId ?? u.managementTarget3UserId ?? null,
  };
}

const sameMember = (a: HoldemMember | null, b: HoldemMember | null): boolean =>
  a === b || (a !== null && b !== null && (Object.keys(a) as (keyof HoldemMember)[]).every((k) => a[k] === b[k]));

export const holdemMember$ = (session: { readonly state$: Observable<SessionView> }): Observable<HoldemMember | null> =>
  session.state$.pipe(map(holdemMemberOf), distinctUntilChanged(sameMember));

/** The settings' maintenance flags of the two games (off until the settings arrive). */
export const holdemMaintenance$ = (session: { readonly state$: Observable<SessionView> }): Observable<HoldemMaintenance> =>
  session.state$.pipe(
    map((view) => ({
      revolution: view.settings?.revolutionMaintenanceFlag ?? false,
      realpoker: view.settings?.realpokerMaintenanceFlag ?? false,
    })),
    distinctUntilChanged((a, b) => a.revolution === b.revolution && a.realpoker === b.realpoker),
  );
