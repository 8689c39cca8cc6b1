import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { FavouriteKind, FavouritesDto, FavouritesGateway } from '../application/favourites-gateway.js';

/**
 * A FavouritesGateway that keeps the member's stars like the server does (sorted id lists) and
 * records every call. `refuseNext` makes the next change fail; `hold` keeps answers until `release`.
 */
export class FakeFavouritesGateway implements FavouritesGateway {
  readonly calls: string[] = [];
  leagues = new Set<number>();
  fixtures = new Set<number>();
  refuseNext: ApiError | null = null;
  private held: (() => void)[] | null = null;

  hold(): void {
    this.held = [];
  }

  /** Answers the held calls in the order they were made. */
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    held.forEach((answer) => answer());
  }

  loadFavourites(): Promise<Result<FavouritesDto, ApiError>> {
    this.calls.push('GET');
    return this.answer(() => ok(this.dto()));
  }

  addFavourite(kind: FavouriteKind, id: number): Promise<Result<FavouritesDto, ApiError>> {
    return this.change('PUT', kind, id, true);
  }

  removeFavourite(kind: FavouriteKind, id: number): Promise<Result<FavouritesDto, ApiError>> {
    return this.change('DELETE', kind, id, false);
  }

  private change(method: string, kind: FavouriteKind, id: number, on: boolean): Promise<Result<FavouritesDto, ApiError>> {
    this.calls.push(`${method} ${kind} ${id}`);
    const refusal = this.refuseNext;
    this.refuseNext = null;
    return this.answer(() => {
      if (refusal) return fail(refusal);
      const ids = kind === 'league' ? this.leagues : this.fixtures;
      if (on) ids.add(id);
      else ids.delete(id);
      return ok(this.dto());
    });
  }

  private answer<T>(make: () => T): Promise<T> {
    const held = this.held;
    if (!held) return Promise.resolve(make());
    return new Promise<T>((resolve) => held.push(() => resolve(make())));
  }

  private dto(): FavouritesDto {
    const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
    return { leagues: sorted(this.leagues), fixtures: sorted(this.fixtures) };
  }
}

/** A server error for `refuseNext`. */
export const favouriteRefusal = (): ApiError => apiError('http', '서버 오류', { status: 500 });
