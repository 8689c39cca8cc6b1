/**
 * A member's favourite leagues and fixtures (spec 3's list state holds `favorites`; the spec names
 * no calls, so these are ours). Always the session member's own: no member id on the wire, so
 * nobody reads or changes another member's favourites.
 *
 * GET    /favorites                  -> FavouritesDto
 * PUT    /favorites/{kind}/{id}      -> FavouritesDto (stars a league or fixture; 404 when it does not exist)
 * DELETE /favorites/{kind}/{id}      -> FavouritesDto (unstars it; unstarring twice is harmless)
 */
import * as W from '../contract/index.js';

const favourites = W.obj({
  /** League ids, ascending. */
  leagues: W.array(W.id()),
  /** Fixture ids, ascending. */
  fixtures: W.array(W.id()),
});
export type FavouritesDto = W.TypeOf<typeof favourites>;

const target = W.obj({ kind: W.literal('league', 'fixture'), id: W.id() });
export type FavouriteKind = W.TypeOf<typeof target>['kind'];

export const favouritesCall = W.defineCall({ method: 'GET', path: '/favorites', response: favourites });
export const addFavouriteCall = W.defineCall({ method: 'PUT', path: '/favorites/:kind/:id', params: target, response: favourites });
export const removeFavouriteCall = W.defineCall({ method: 'DELETE', path: '/favorites/:kind/:id', params: target, response: favourites });
