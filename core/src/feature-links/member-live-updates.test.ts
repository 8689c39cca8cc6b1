import { BehaviorSubject, Observable, Subject } from 'rxjs';
import type { SessionView } from '../session/index.js';
import type { SseMessage, SsePort, SseSource } from '../shared/ports/sse-port.js';
import { FakeClock } from '../shared/testing/fake-clock.js';
import { MEMBER_LIVE_COALESCE_MS, MemberLiveUpdates, type MemberLiveEvent } from './member-live-updates.js';

/** An SsePort whose member stream tests feed by hand; it counts the open member streams. */
class CountingSse implements SsePort {
  open = 0;
  opened = 0;
  readonly paths: string[] = [];
  private readonly subject = new Subject<SseMessage>();
  source(): Observable<SseMessage> {
    throw new Error('the member stream is one path, not a source');
  }
  stream(path: string): Observable<SseMessage> {
    return new Observable<SseMessage>((sub) => {
      this.paths.push(path);
      this.open += 1;
      this.opened += 1;
      const inner = this.subject.subscribe(sub);
      return () => {
        this.open -= 1;
        inner.unsubscribe();
      };
    });
  }
  emit(_source: SseSource, event: string, data: unknown = {}): void {
    this.subject.next({ event, data });
  }
}

const member = (id: number) => ({ status: 'loggedIn', user: { id, userId: `member${id}` } }) as unknown as SessionView;
const guest = { status: 'guest' } as unknown as SessionView;

function setUp(initial: SessionView) {
  const sse = new CountingSse();
  const clock = new FakeClock();
  const state$ = new BehaviorSubject<SessionView>(initial);
  let refreshes = 0;
  const live = new MemberLiveUpdates({ sse, clock, session: { state$ }, refreshMember: () => (refreshes += 1) });
  const slipChanges: MemberLiveEvent[] = [];
  live.slipChanges$.subscribe((e) => slipChanges.push(e));
  return { sse, clock, state$, live, slipChanges, refreshes: () => refreshes };
}

describe('MemberLiveUpdates', () => {
  it("opens no member stream for a visitor, and one stream for the member's bet and general frames once a member logs in", () => {
    const t = setUp(guest);
    expect(t.sse.open).toBe(0);
    t.state$.next(member(7));
    expect(t.sse.open).toBe(1);
    expect(t.sse.paths).toEqual(['/sse/member']);
  });

  it('reloads the member and announces a slip change when a slip of theirs is settled', () => {
    const t = setUp(member(7));
    t.sse.emit('bet', 'settled', { slipId: 3, settlement_flag: 2 });
    expect(t.refreshes()).toBe(0);
    t.clock.advance(MEMBER_LIVE_COALESCE_MS);
    expect(t.refreshes()).toBe(1);
    expect(t.slipChanges).toEqual([{ source: 'bet', event: 'settled' }]);
  });

  it("reloads the member on the general source's balance event, without a slip change", () => {
    const t = setUp(member(7));
    t.sse.emit('general', 'balance');
    t.clock.advance(MEMBER_LIVE_COALESCE_MS);
    expect(t.refreshes()).toBe(1);
    expect(t.slipChanges).toEqual([]);
  });

  it("ignores everyone's round frames on the general source", () => {
    const t = setUp(member(7));
    t.sse.emit('general', 'roundOpened', { gameId: 1 });
    t.sse.emit('general', 'roundDrawn', { gameId: 1 });
    t.clock.advance(MEMBER_LIVE_COALESCE_MS * 5);
    expect(t.refreshes()).toBe(0);
  });

  it('answers a burst of settlements with one refresh', () => {
    const t = setUp(member(7));
    for (let slipId = 1; slipId <= 20; slipId += 1) t.sse.emit('bet', 'settled', { slipId });
    t.clock.advance(MEMBER_LIVE_COALESCE_MS);
    expect(t.refreshes()).toBe(1);
    t.sse.emit('bet', 'cancelled', { slipId: 21 });
    t.clock.advance(MEMBER_LIVE_COALESCE_MS);
    expect(t.refreshes()).toBe(2);
    expect(t.slipChanges.map((e) => e.event)).toEqual(['settled', 'cancelled']);
  });

  it('reopens the stream for another member and closes it on logout', () => {
    const t = setUp(member(7));
    t.state$.next(member(7));
    expect(t.sse.opened).toBe(1);
    t.state$.next(member(8));
    expect(t.sse.opened).toBe(2);
    expect(t.sse.open).toBe(1);
    t.state$.next(guest);
    expect(t.sse.open).toBe(0);
  });

  it('closes the streams and completes slipChanges$ on dispose', () => {
    const t = setUp(member(7));
    let completed = false;
    t.live.slipChanges$.subscribe({ complete: () => (completed = true) });
    t.live.dispose();
    expect(t.sse.open).toBe(0);
    expect(completed).toBe(true);
  });
});
