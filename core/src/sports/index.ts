// Public surface of the sports-browsing feature: pre-match and in-play lists, the sidebar menu.
export * from './domain/sports.messages.js';
export * from './domain/prematch-query.js';
export * from './domain/sports-links.js';
export * from './domain/sports-paging.js';
export * from './domain/sports-fixture.js';
export * from './domain/sports-live.js';
export * from './domain/sports-slip-entry.js';
export * from './domain/sports-menu.js';
export * from './application/sports.timing.js';
export * from './application/sports-gateway.js';
export * from './application/sports-wire.js';
export * from './application/api-sports-gateway.js';
export {
  createSportsBetSlipOddsFeed,
  SPORTS_ODDS_STREAM_MAX_IDS,
  sportsLiveUpdates,
  sportsOddsUpdates,
} from './application/sports-live-feed.js';
export * from './application/sports-selection.js';
export * from './application/sports-list.view.js';
export * from './application/sports-league-groups.js';
export * from './application/favourites-gateway.js';
export type { SportsFavouritesDeps, SportsFavouritesState } from './application/sports-favourites.js';
export * from './application/sports-live-prices.js';
export * from './application/sports-menu.view.js';
export * from './application/prematch-list.view-model.js';
export * from './application/inplay-list.view-model.js';
export * from './application/sports-menu.view-model.js';
