import type { ServerModule } from './app-types.js';
import { adminRoutes } from './routes/admin/admin.routes.js';
import { attendanceRoutes } from './routes/attendance/attendance.routes.js';
import { favouritesRoutes } from './routes/favourites/favourites.routes.js';
import { authRoutes } from './routes/auth/auth.routes.js';
import { boardsRoutes } from './routes/boards/boards.routes.js';
import { chargeRoutes } from './routes/charge/charge.routes.js';
import { usdRoutes } from './routes/charge/usd.routes.js';
import { filesRoutes } from './routes/files/files.routes.js';
import { gamesRoutes } from './routes/games/games.routes.js';
import { joinRoutes } from './routes/member/join.routes.js';
import { memberRoutes } from './routes/member/member.routes.js';
import { messagesRoutes } from './routes/messages/messages.routes.js';
import { metaRoutes } from './routes/meta/meta.routes.js';
import { moneyRoutes } from './routes/money/money.routes.js';
import { partnerRoutes } from './routes/partner/partner.routes.js';
import { pointsRoutes } from './routes/points/points.routes.js';
import { rouletteRoutes } from './routes/roulette/roulette.routes.js';
import { responsiblePlayRoutes } from './routes/responsible-play/responsible-play.routes.js';
import { settingsRoutes } from './routes/settings/settings.routes.js';
import { statementRoutes } from './routes/statement/statement.routes.js';
import { realityCheckRoutes } from './routes/reality-check/reality-check.routes.js';
import { createCasinoModule } from './routes/casino/index.js';
import { createSportsModule, type SportsModule } from './routes/sports/index.js';
import { createSlipBook } from './routes/sports/betting/slip-book.js';
import { createRoundsModule, type RoundsModule, type RoundsModuleOptions } from './routes/rounds/index.js';
import { rouletteFairRounds } from './routes/roulette/roulette-use-cases.js';
import { supportRoutes } from './routes/support/support.routes.js';
import { statisticsModule } from './db/statistics.js';
import { rowExpiryModule } from './background/row-expiry.js';

/** The foundation's route families (spec section 7 except sports), each a module. */
export function foundationModules(): ServerModule[] {
  return [
    { name: 'meta', routes: metaRoutes },
    { name: 'auth', routes: authRoutes },
    { name: 'member', routes: memberRoutes },
    { name: 'join', routes: (api, deps) => joinRoutes(api, deps) },
    { name: 'settings', routes: settingsRoutes },
    { name: 'support', routes: supportRoutes },
    { name: 'messages', routes: messagesRoutes },
    { name: 'points', routes: pointsRoutes },
    { name: 'money', routes: moneyRoutes },
    { name: 'charge', routes: chargeRoutes },
    { name: 'usd', routes: usdRoutes },
    { name: 'roulette', routes: rouletteRoutes },
    { name: 'boards', routes: boardsRoutes },
    { name: 'games', routes: gamesRoutes },
    { name: 'attendance', routes: attendanceRoutes },
    { name: 'favourites', routes: favouritesRoutes },
    { name: 'statement', routes: statementRoutes },
    { name: 'realityCheck', routes: realityCheckRoutes },
    { name: 'responsible-play', routes: responsiblePlayRoutes },
    { name: 'files', routes: filesRoutes },
    { name: 'partner', routes: partnerRoutes },
    { name: 'admin', routes: adminRoutes },
    statisticsModule(),
    rowExpiryModule(),
  ];
}

/**
 * The round games (mini-games, virtual games) wired to the sports module's slips and live streams
 * and to the wheels' spins: the one place the two families meet (no sibling imports). Mount it
 * after `sports`.
 */
export function createRoundsModuleFor(sports: SportsModule, options: Omit<RoundsModuleOptions, 'wiring'> = {}): RoundsModule {
  return createRoundsModule({
    ...options,
    wiring: (deps) => {
      const live = sports.live();
      if (!live) throw new Error('sports routes must be mounted before the rounds module');
      return {
        slips: createSlipBook({ db: deps.db, wallet: deps.wallet, publisher: live.publisher }),
        publisher: live.publisher,
        wheelRounds: rouletteFairRounds,
      };
    },
  });
}

/**
 * Everything buildApp mounts by default: the foundation plus sports, in-play, virtual games,
 * and live streams (server/src/routes/sports, live), mini-games and virtual games (server/src/routes/rounds),
 * and casino and slot games (server/src/routes/casino).
 */
export function allModules(options: { readonly feedLoadRate?: number; readonly sseLoadHz?: number } = {}): ServerModule[] {
  const sports = createSportsModule({
    ...(options.feedLoadRate ? { feed: { loadRate: options.feedLoadRate } } : {}),
    ...(options.sseLoadHz ? { sseLoadHz: options.sseLoadHz } : {}),
  });
  return [...foundationModules(), sports, createRoundsModuleFor(sports), createCasinoModule()];
}
