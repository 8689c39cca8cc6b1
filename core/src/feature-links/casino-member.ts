import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CasinoMember } from '../casino/index.js';
import type { SessionView } from '../session/index.js';

/** The session's member as the casino lobby reads it: id, held cash and the casino wallet; null for a visitor. */
export function casinoMemberOf(view: SessionView): CasinoMember | null {
  return view.status === 'loggedIn' ? { id: view.user.id, cash: view.user.emoney, casino: view.user.casinoMoney } : null;
}

export const casinoMember$ = (session: { readonly state$: Observable<SessionView> }): Observable<CasinoMember | null> =>
  session.state$.pipe(
    map(casinoMemberOf),
    distinctUntilChanged((a, b) => a?.id === b?.id && a?.cash === b?.cash && a?.casino === b?.casino),
  );
