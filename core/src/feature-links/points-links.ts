import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { PointsMember } from '../points/index.js';
import type { SessionView } from '../session/index.js';

const same = (a: PointsMember | null, b: PointsMember | null): boolean =>
  a === b || (a !== null && b !== null && a.id === b.id && a.emoney === b.emoney && a.point === b.point && a.updatedAt === b.updatedAt);

/** The session's member as the point exchange page reads it (balances polled by the session); null for a visitor. */
export const pointsMember$ = (session: { readonly state$: Observable<SessionView> }): Observable<PointsMember | null> =>
  session.state$.pipe(
    map((view) =>
      view.status === 'loggedIn'
        ? { id: view.user.id, userId: view.user.userId, emoney: view.user.emoney, point: view.user.point, updatedAt: view.user.updatedAt }
        : null,
    ),
    distinctUntilChanged(same),
  );
