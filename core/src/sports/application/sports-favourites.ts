import { Subject, type Observable } from 'rxjs';
import { FAVOURITES_MESSAGES } from '../../favourites/domain/favourites.messages.js';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import type { FavouriteKind, FavouritesDto, FavouritesGateway } from './favourites-gateway.js';

/** A member's stars as a sports list shows them, and the list's "즐겨찾기" filter. */
export interface SportsFavouritesState {
  /** A member is logged in: a star is theirs to set (a visitor is sent to the login dialog). */
  readonly enabled: boolean;
  readonly leagues: ReadonlySet<number>;
  readonly fixtures: ReadonlySet<number>;
  /** The "즐겨찾기" filter: the list asks the server for the member's favourites only. */
  readonly only: boolean;
  /** FAVOURITES_MESSAGES.saveFailed after the server refused a star (it went back); null otherwise. */
  readonly message: string | null;
}

export interface SportsFavouritesDeps {
  readonly gateway: FavouritesGateway;
  /** The logged-in member's login id, null for a visitor (SessionStreams.userId$). */
  readonly memberId$: Observable<string | null>;
}

const NONE: ReadonlySet<number> = new Set();
const setKey = { league: 'leagues', fixture: 'fixtures' } as const;

/**
 * The stars of one sports list, composed into it (never inherited). Loaded for the member who is
 * logged in, emptied for a visitor. A star changes at once (optimistic) and goes back with
 * FAVOURITES_MESSAGES.saveFailed when the server refuses it. The member's clicks reach the server
 * one after another, in the order clicked, so star-then-unstar never lands as unstar-then-star.
 */
export class SportsFavourites {
  private readonly store: ViewModelStore<SportsFavouritesState>;
  readonly state$: Observable<SportsFavouritesState>;
  private readonly savedSubject = new Subject<void>();
  /** The server took a star or unstar (a filtered list reloads: what it holds changed). Completes on dispose. */
  readonly saved$: Observable<void> = this.savedSubject.asObservable();
  private readonly load: () => void;
  /** The end of the queue of the member's changes (a trigger chain, not state). */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly deps: SportsFavouritesDeps | undefined) {
    this.store = createViewModelStore<SportsFavouritesState>({ enabled: false, leagues: NONE, fixtures: NONE, only: false, message: null });
    this.state$ = this.store.state$;
    this.load = this.store.latest(
      () => (deps ? deps.gateway.loadFavourites() : Promise.resolve(null)),
      (r) => {
        if (r?.ok) this.store.set(setsOf(r.value));
      },
    );
    if (!deps) return;
    this.store.own(
      deps.memberId$.subscribe((id) => {
        this.store.set({ enabled: id !== null, leagues: NONE, fixtures: NONE, message: null, ...(id === null ? { only: false } : {}) });
        if (id !== null) this.load();
      }),
    );
  }

  get current(): SportsFavouritesState {
    return this.store.get();
  }

  /** Stars or unstars a league or fixture (nothing for a visitor: the screen opens the login dialog). */
  toggle(kind: FavouriteKind, id: number): void {
    const { deps } = this;
    if (!deps || !this.current.enabled) return;
    const key = setKey[kind];
    const starred = !this.current[key].has(id);
    this.store.set((s) => ({ ...s, [key]: withId(s[key], id, starred), message: null }));
    const send = () => (starred ? deps.gateway.addFavourite(kind, id) : deps.gateway.removeFavourite(kind, id));
    this.queue = this.queue.then(async () => {
      const r = await send().catch(() => null);
      if (r?.ok) return this.savedSubject.next();
      // Back to what it was, unless a later click already changed it again.
      this.store.set((s) =>
        s[key].has(id) === starred ? { ...s, [key]: withId(s[key], id, !starred), message: FAVOURITES_MESSAGES.saveFailed } : s,
      );
    });
  }

  /** Turns the "즐겨찾기" filter on or off. */
  setOnly(only: boolean): void {
    this.store.set({ only });
  }

  dismissMessage(): void {
    this.store.set({ message: null });
  }

  dispose(): void {
    this.savedSubject.complete();
    this.store.dispose();
  }
}

const setsOf = (dto: FavouritesDto): Pick<SportsFavouritesState, 'leagues' | 'fixtures'> => ({
  leagues: new Set(dto.leagues),
  fixtures: new Set(dto.fixtures),
});

function withId(ids: ReadonlySet<number>, id: number, present: boolean): ReadonlySet<number> {
  const next = new Set(ids);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}
