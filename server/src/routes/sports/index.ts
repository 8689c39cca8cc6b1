import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { createSportsModule, type SportsModuleOptions } from './module.js';

export { seedSports } from './seed/seed-sports.js';
export { SportsRuntime } from './runtime.js';
export { createSportsModule, type SportsModule, type SportsModuleOptions } from './module.js';

/**
 * The same module as a plain Fastify plugin, for an app built by the foundation's buildApp
 * (it needs `app.deps`, the session hook's `request.member` and the 'plain-text' format):
 * `api.register(sportsPlugin, options)` inside the /api context mounts the routes and starts
 * the background work, stopped when the app closes. buildApp itself mounts it as a module
 * (see createSportsModule), which is the preferred way.
 */
export const sportsPlugin: FastifyPluginAsync<SportsModuleOptions> = async (api, options) => {
  const deps: AppDeps = api.deps;
  const module = createSportsModule(options);
  await module.routes!(api, deps);
  const stop = await module.start!(deps, api);
  api.addHook('onClose', async () => {
    await stop();
  });
};
