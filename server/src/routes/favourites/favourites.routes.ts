import type { FastifyInstance } from 'fastify';
import { addFavouriteCall, favouritesCall, removeFavouriteCall } from '@bet/core/api';
import { FAVOURITES_MESSAGES } from '@bet/core/favourites';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { notFound } from '../../http/errors.js';
import { memberOf } from '../route-kit.js';
import { addFavourite, favouritesOf, favouriteTargetExists, removeFavourite } from './favourites-store.js';

/**
 * A member's favourite leagues and fixtures (core/src/api/contracts/favourites.ts): always the
 * session member's own rows, so no member reads or changes another's. HTTP only.
 */
export async function favouritesRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  serve(api, favouritesCall, {}, async (request) => favouritesOf(db, memberOf(request).id));

  serve(api, addFavouriteCall, {}, async (request) => {
    const member = memberOf(request);
    const { kind, id } = request.params;
    if (!(await favouriteTargetExists(db, kind, id)))
      throw notFound(kind === 'league' ? FAVOURITES_MESSAGES.unknownLeague : FAVOURITES_MESSAGES.unknownFixture, 'favouriteNotFound');
    await addFavourite(db, member.id, kind, id);
    return favouritesOf(db, member.id);
  });

  serve(api, removeFavouriteCall, {}, async (request) => {
    const member = memberOf(request);
    await removeFavourite(db, member.id, request.params.kind, request.params.id);
    return favouritesOf(db, member.id);
  });
}
