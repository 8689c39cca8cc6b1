// Public surface of the sports-browsing feature: pre-match and in-play lists, the sidebar menu.
export { SPORTS_MESSAGES } from './domain/sports.messages.js';
export {
  formatPrematchQuery,
  normaliseSportsSearch,
  parsePrematchQuery,
  prematchQueryFilter,
  SPORTS_GAME_TYPE_MAX,
  SPORTS_SEARCH_MAX_LENGTH,
} from './domain/prematch-query.js';
export type { PrematchQuery, SportsFixtureFilter, SportsUrlQueryRecord } from './domain/prematch-query.js';
export {
  SPORTS_DEFAULT_LIST_PATH,
  SPORTS_LINK_GAME_TYPE,
  sportsLeagueHref,
  sportsListHref,
  sportsListPathOf,
  sportsPopularHref,
  sportsSearchHref,
} from './domain/sports-links.js';
export type { SportsListPath } from './domain/sports-links.js';
export { clampSportsPage, SPORTS_LIST_PAGE_SIZE, sportsPageCount, sportsPaging } from './domain/sports-paging.js';
export type { SportsPaging } from './domain/sports-paging.js';
export {
  findSportsPick,
  SPORTS_FIXTURE_STATUS,
  sportsBetNameKorean,
  sportsFixtureFromRecord,
  sportsFixtureStatusOf,
  sportsMarketNameKorean,
  sportsOddsIdsOf,
  sportsPhaseLabel,
  sportsScoreText,
  sportsStartTime,
} from './domain/sports-fixture.js';
export type {
  SportsFixture,
  SportsFixtureHeader,
  SportsFixtureRecord,
  SportsFixtureStatus,
  SportsMarket,
  SportsMarketRecord,
  SportsOdds,
  SportsOddsMovement,
  SportsOddsRecord,
  SportsParticipant,
  SportsPick,
  SportsScore,
} from './domain/sports-fixture.js';
export { applySportsLiveUpdate, applySportsOddsUpdate, newerSportsOdds, nextSportsOdds } from './domain/sports-live.js';
export type { SportsLiveOutcome, SportsLiveUpdate, SportsOddsMove, SportsOddsStep } from './domain/sports-live.js';
export { sportsPickRefusal, sportsSlipEntry, sportsSlipEntryFor, sportsSlipEntryOfPick } from './domain/sports-slip-entry.js';
export type { SportsListKind, SportsPickError, SportsPickErrorKind } from './domain/sports-slip-entry.js';
export {
  isSportsMenuLocationOpen,
  SPORTS_MENU_COLLAPSED,
  sportsMenuFromRecords,
  sportsMenuLocationKey,
  toggleSportsMenuLocation,
  toggleSportsMenuSport,
  withSportsMenuLeagues,
} from './domain/sports-menu.js';
export type {
  SportsMenuExpansion,
  SportsMenuLeague,
  SportsMenuLeagueRecord,
  SportsMenuLocation,
  SportsMenuLocationRecord,
  SportsMenuRecord,
  SportsMenuSport,
  SportsPopularRecord,
} from './domain/sports-menu.js';
export {
  INPLAY_LIST_REFRESH_MS,
  INPLAY_LIVE_BATCH_MS,
  PREMATCH_LIST_REFRESH_MS,
  SPORTS_LIST_REFETCH_COALESCE_MS,
  SPORTS_MENU_REFRESH_MS,
  SPORTS_ODDS_FLASH_MS,
  SPORTS_ODDS_FLASH_SWEEP_MS,
} from './application/sports.timing.js';
export { SportsGateway } from './application/sports-gateway.js';
export type { SportsFixturePage, SportsFixturePageRequest } from './application/sports-gateway.js';
export { SPORTS_SLIP_STREAM_PATH, sportsFixtureListQuery, sportsLiveUpdateOf, sportsLiveUpdatesOf } from './application/sports-wire.js';
export { createApiSportsGateway } from './application/api-sports-gateway.js';
export type { SportsListApi } from './application/api-sports-gateway.js';
export {
  createSportsBetSlipOddsFeed,
  SPORTS_ODDS_STREAM_MAX_IDS,
  sportsLiveUpdates,
  sportsOddsUpdates,
} from './application/sports-live-feed.js';
export { SPORTS_NO_SELECTED_ODDS, sportsNoSelectedOdds$, sportsSelectedOddsIds } from './application/sports-selection.js';
export { formatSportsStartText, sportsFixtureViews, toSportsFixtureView, toSportsMarketView } from './application/sports-list.view.js';
export type {
  SportsFixtureView,
  SportsListPhase,
  SportsListView,
  SportsMarketView,
  SportsOddsView,
} from './application/sports-list.view.js';
export { sameLeagueGroups, sportsLeagueGroups } from './application/sports-league-groups.js';
export type { SportsFavouritesView, SportsFixtureRowView, SportsLeagueView } from './application/sports-league-groups.js';
export { createApiFavouritesGateway, FavouritesGateway } from './application/favourites-gateway.js';
export type { FavouriteKind, FavouritesDto, FavouritesListApi } from './application/favourites-gateway.js';
export type { SportsFavouritesDeps, SportsFavouritesState } from './application/sports-favourites.js';
export { SportsLivePriceStore } from './application/sports-live-prices.js';
export type { SportsLivePrices, SportsLivePriceStoreOptions, SportsOddsCellView } from './application/sports-live-prices.js';
export { toSportsMenuView } from './application/sports-menu.view.js';
export type {
  SportsMenuInternalState,
  SportsMenuLeaguesStatus,
  SportsMenuLeagueView,
  SportsMenuLocationView,
  SportsMenuSportView,
  SportsMenuView,
  SportsPopularView,
} from './application/sports-menu.view.js';
export { PrematchListViewModel } from './application/prematch-list.view-model.js';
export type { PrematchListView, PrematchListViewModelDeps } from './application/prematch-list.view-model.js';
export { InplayListViewModel } from './application/inplay-list.view-model.js';
export type { InplayListView, InplayListViewModelDeps } from './application/inplay-list.view-model.js';
export { SportsMenuViewModel } from './application/sports-menu.view-model.js';
export type { SportsMenuViewModelDeps } from './application/sports-menu.view-model.js';
export { SPORTS_API_MESSAGES } from './domain/sports-api.messages.js';
