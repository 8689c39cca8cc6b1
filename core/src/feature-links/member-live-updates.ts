import { EMPTY, Subject, distinctUntilChanged, exhaustMap, filter, map, switchMap, type Observable, type Subscription } from 'rxjs';
import type { SessionView } from '../session/index.js';
import type { Clock } from '../shared/ports/clock.js';
import { MEMBER_BALANCE_EVENT, MEMBER_SLIP_EVENTS, MEMBER_STREAM_PATH, type SsePort } from '../shared/ports/sse-port.js';

/**
 * Events arriving within this window cause one refresh (a settlement sweep may settle many slips
 * of one member at once: one reload of the member and of the history, not one per slip).
 */
export const MEMBER_LIVE_COALESCE_MS = 200;

/** One member-addressed frame: which source and event it came on. */
export interface MemberLiveEvent {
  readonly source: 'bet' | 'general';
  readonly event: string;
}

export interface MemberLiveUpdatesDeps {
  readonly sse: SsePort;
  readonly clock: Clock;
  readonly session: { readonly state$: Observable<SessionView> };
  /** Reloads the member now (SessionViewModel.refreshMember): balances, open stakes. */
  readonly refreshMember: () => void;
}

/**
 * The 'bet' and 'general' live sources consumed for the logged-in member, so a settlement, a void
 * or an operator's deposit approval shows in the balance and the bet history at once instead of
 * at the next 5-second poll (the poll stays: it is the spec's, and the fallback when a stream is
 * down). Both come over one connection, GET /sse/member, opened per member: the server
 * addresses frames by the session the stream was opened with, so a login, logout or change of
 * member reopens it.
 */
export class MemberLiveUpdates {
  /** Coalesced slip changes of the current member; the bet history reloads on each. */
  readonly slipChanges$: Observable<MemberLiveEvent>;
  private readonly changes = new Subject<MemberLiveEvent>();
  private readonly subscription: Subscription;

  constructor(deps: MemberLiveUpdatesDeps) {
    this.slipChanges$ = this.changes.pipe(filter((e) => e.source === 'bet'));
    const memberId$ = deps.session.state$.pipe(
      map((view) => (view.status === 'loggedIn' ? view.user.id : null)),
      distinctUntilChanged(),
    );
    const live$ = memberId$.pipe(switchMap((memberId) => (memberId === null ? EMPTY : memberEvents(deps.sse))));
    this.subscription = live$
      .pipe(
        // The first event opens a short window; everything in it is answered by one refresh at its end.
        exhaustMap((first) => deps.clock.timer(MEMBER_LIVE_COALESCE_MS).pipe(map(() => first))),
      )
      .subscribe((event) => {
        deps.refreshMember();
        this.changes.next(event);
      });
  }

  /** Closes the streams. */
  dispose(): void {
    this.subscription.unsubscribe();
    this.changes.complete();
  }
}

/**
 * The member-addressed frames of both sources, taken over the one member stream the server
 * offers for them (the 'general' source's round frames are everyone's and do not come on it).
 */
function memberEvents(sse: SsePort): Observable<MemberLiveEvent> {
  return sse.stream(MEMBER_STREAM_PATH).pipe(
    map((m): MemberLiveEvent | null => {
      if (MEMBER_SLIP_EVENTS.includes(m.event)) return { source: 'bet', event: m.event };
      return m.event === MEMBER_BALANCE_EVENT ? { source: 'general', event: m.event } : null;
    }),
    filter((e): e is MemberLiveEvent => e !== null),
  );
}
