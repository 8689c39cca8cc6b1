import { invoke } from '../contract/index.js';
import { addFavouriteCall, favouritesCall, removeFavouriteCall, type FavouriteKind } from '../contracts/favourites.js';
import type { ApiCaller } from './call.js';

/** The member's favourite leagues and fixtures (ours: the spec names no calls), from the calls' contracts. */
export const createFavouritesApi = (call: ApiCaller) => ({
  /** GET /favorites: the session member's favourite league and fixture ids. */
  list: () => invoke(call, favouritesCall, {}),
  /** PUT /favorites/{kind}/{id}: stars a league or fixture; answers the whole set. */
  add: (kind: FavouriteKind, id: number) => invoke(call, addFavouriteCall, { params: { kind, id } }),
  /** DELETE /favorites/{kind}/{id}: unstars it; answers the whole set. */
  remove: (kind: FavouriteKind, id: number) => invoke(call, removeFavouriteCall, { params: { kind, id } }),
});
export type FavouritesApi = ReturnType<typeof createFavouritesApi>;
