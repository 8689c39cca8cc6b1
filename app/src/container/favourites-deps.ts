import { createApiFavouritesGateway, type SportsFavouritesDeps } from '@bet/core/sports';
import type { ApiClient } from '@bet/core/api';
import type { SessionStreams } from '@bet/core/feature-links';

/** The member's stars for a sports list: the favourites calls, and who is logged in (a visitor has none). */
export const sportsFavouritesDeps = (api: ApiClient, session: SessionStreams): SportsFavouritesDeps => ({
  gateway: createApiFavouritesGateway(api),
  memberId$: session.userId$,
});
