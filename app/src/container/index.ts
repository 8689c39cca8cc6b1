import { Container } from 'inversify';
import { betSlipModule, sportsModule } from './betting.module.js';
import { boardsModule } from './boards.module.js';
import { jackpotModule } from './jackpot.module.js';
import { realityCheckModule } from './reality-check.module.js';
import { portsModule } from './ports.module.js';
import { sessionModule, signUpModule } from './session.module.js';
import { shellModule } from './shell.module.js';
import { ApiEndpointsToken, type ApiEndpoints } from '../site-config.js';
import { rouletteModule, supportModule } from './support.module.js';
import { bindToken } from './typed-tokens.js';

/**
 * The features bound at start, one module each; the order does not matter (bindings resolve
 * lazily): the shell's (session, slip, dialogs, sidebar) and the top page's. A feature that only
 * its own routes use is a `LazyFeature` (lazy-feature.ts) in its own module file, bound when its
 * route's chunk first renders and imported by nothing else: pre-match, in-play, streaming, bet
 * history, Q&A, points, deposits and withdrawals (pages and dialogs), casino, mini-games, virtual games, hold'em, my page's referrals,
 * fairness, statement and responsible play, and the back offices.
 */
export const FEATURE_MODULES = [
  portsModule,
  shellModule,
  sessionModule,
  signUpModule,
  betSlipModule,
  sportsModule,
  boardsModule,
  supportModule,
  rouletteModule,
  jackpotModule,
  realityCheckModule,
];

/** The site's container: core view models bound with toDynamicValue, ports bound to browser adapters. */
export function createAppContainer(endpoints: ApiEndpoints): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindToken(container, ApiEndpointsToken).toConstantValue(endpoints);
  container.load(...FEATURE_MODULES);
  return container;
}

export { SessionStreams } from '@bet/core/feature-links';
