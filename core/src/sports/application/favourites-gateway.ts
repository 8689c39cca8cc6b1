import type { ApiResult } from '../../api/client/call.js';
import type { FavouriteKind, FavouritesDto } from '../../api/contracts/favourites.js';
import { portToken } from '../../shared/ports/port-token.js';

export type { FavouriteKind, FavouritesDto };

/** The server side of a member's favourite leagues and fixtures (contracts/favourites.ts). */
export interface FavouritesGateway {
  /** GET /favorites: the session member's own. */
  loadFavourites(): ApiResult<FavouritesDto>;
  /** PUT /favorites/{kind}/{id}. */
  addFavourite(kind: FavouriteKind, id: number): ApiResult<FavouritesDto>;
  /** DELETE /favorites/{kind}/{id}. */
  removeFavourite(kind: FavouriteKind, id: number): ApiResult<FavouritesDto>;
}
export const FavouritesGateway = portToken<FavouritesGateway>('FavouritesGateway');

/** The favourites calls of core's typed API client (`ApiClient['favourites']` fits). */
export interface FavouritesListApi {
  list(): ApiResult<FavouritesDto>;
  add(kind: FavouriteKind, id: number): ApiResult<FavouritesDto>;
  remove(kind: FavouriteKind, id: number): ApiResult<FavouritesDto>;
}

/** The FavouritesGateway over core's typed API client. */
export function createApiFavouritesGateway(api: { readonly favourites: FavouritesListApi }): FavouritesGateway {
  const { favourites } = api;
  return {
    loadFavourites: () => favourites.list(),
    addFavourite: (kind, id) => favourites.add(kind, id),
    removeFavourite: (kind, id) => favourites.remove(kind, id),
  };
}
