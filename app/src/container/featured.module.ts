import { ContainerModule, type Container } from 'inversify';
import { BetSlipViewModel } from '@bet/core/bet-slip';
import { Clock, FrameScheduler, SsePort } from '@bet/core/shared';
import {
  INPLAY_LIVE_BATCH_MS,
  InplayListViewModel,
  PrematchListViewModel,
  SportsGateway,
  sportsSelectedOddsIds,
  type PrematchListViewModelDeps,
} from '@bet/core/sports';
import type { LazyFeature } from './lazy-feature.js';
import { resolveToken } from './typed-tokens.js';

/** How many live and how many pre-match fixtures the top page features. */
export const FEATURED_FIXTURE_COUNT = 5;

export interface FeaturedFixturesFactories {
  readonly createPrematch: () => PrematchListViewModel;
  readonly createInplay: () => InplayListViewModel;
}

/**
 * The top page's featured fixtures: the /korea and /inplay list view models on a first page of
 * FEATURED_FIXTURE_COUNT, over the same sports gateway, odds stream and slip marks as the lists
 * (betting.module.ts). Nothing to bind: the factories build from what the site already bound.
 * Loaded with the sports chunk (routing/sports-screens.ts), after the top page has shown.
 */
function featuredFactories(container: Container): FeaturedFixturesFactories {
  const deps = (): PrematchListViewModelDeps => ({
    gateway: resolveToken(container, SportsGateway),
    sse: resolveToken(container, SsePort),
    clock: resolveToken(container, Clock),
    selectedOddsIds$: sportsSelectedOddsIds(container.get(BetSlipViewModel).state$),
    frames: resolveToken(container, FrameScheduler),
    itemsPerPage: FEATURED_FIXTURE_COUNT,
  });
  return {
    createPrematch: () => new PrematchListViewModel(deps()),
    createInplay: () => new InplayListViewModel({ ...deps(), liveBatchMs: INPLAY_LIVE_BATCH_MS }),
  };
}

export const featuredFixturesFeature: LazyFeature<FeaturedFixturesFactories> = {
  module: new ContainerModule(() => undefined),
  services: featuredFactories,
};
