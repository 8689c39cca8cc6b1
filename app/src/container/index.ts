import { Container } from 'inversify';
import { betSlipModule, historyModule, sportsModule } from './betting.module.js';
import { boardsModule } from './boards.module.js';
import { casinoModule } from './casino.module.js';
import { jackpotModule } from './jackpot.module.js';
import { chargeModule } from './charge.module.js';
import { minigameModule } from './minigame.module.js';
import { virtualModule } from './virtual.module.js';
import { pointsModule } from './points.module.js';
import { holdemModule } from './holdem.module.js';
import { referralsModule } from './referrals.module.js';
import { fairnessModule } from './fairness.module.js';
import { activityStatementModule } from './activity-statement.module.js';
import { realityCheckModule } from './reality-check.module.js';
import { responsiblePlayModule } from './responsible-play.module.js';
import { adminDeskModule } from './admin-desk.module.js';
import { partnerDeskModule } from './partner-desk.module.js';
import { streamingModule } from './streaming.module.js';
import { portsModule } from './ports.module.js';
import { sessionModule, signUpModule } from './session.module.js';
import { shellModule } from './shell.module.js';
import { rouletteModule, supportModule } from './support.module.js';

/** One module per feature; the order does not matter (bindings resolve lazily). */
export const FEATURE_MODULES = [
  portsModule,
  shellModule,
  sessionModule,
  signUpModule,
  betSlipModule,
  sportsModule,
  historyModule,
  chargeModule,
  boardsModule,
  supportModule,
  rouletteModule,
  casinoModule,
  jackpotModule,
  minigameModule,
  virtualModule,
  pointsModule,
  holdemModule,
  referralsModule,
  fairnessModule,
  activityStatementModule,
  realityCheckModule,
  responsiblePlayModule,
  adminDeskModule,
  partnerDeskModule,
  streamingModule,
];

/** The site's container: core view models bound with toDynamicValue, ports bound to browser adapters. */
export function createAppContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(...FEATURE_MODULES);
  return container;
}

export { SessionStreams } from '@bet/core';
