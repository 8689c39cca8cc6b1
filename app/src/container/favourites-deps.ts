import { createApiFavouritesGateway, type ApiClient, type SessionStreams, type SportsFavouritesDeps } from '@bet/core';

/** The member's stars for a sports list: the favourites calls, and who is logged in (a visitor has none). */
export const sportsFavouritesDeps = (api: ApiClient, session: SessionStreams): SportsFavouritesDeps => ({
  gateway: createApiFavouritesGateway(api),
  memberId$: session.userId$,
});
