/**
 * A mini-game's maintenance switch (issue 11: the operator's maintenance switches include each
 * mini-game; not in the spec), admins only:
 *
 * PUT /admin/minigames/{id}/maintenance  { maintenance } -> { message }
 *   Turns one mini-game's maintenance on or off (game_definitions.system_maintenance_flg): the
 *   public GET /settingMinigame and /settingMinigame/{id} show it at once, and a member opening the
 *   game gets the spec's maintenance alert. An unknown id (or a virtual sport's) answers 404;
 *   audited with before and after (server/src/routes/admin/minigame-maintenance.ts).
 *
 * The operator's list of games is the public GET /settingMinigame (./minigame.ts): it lists every
 * mini-game, those in maintenance too.
 */
import * as W from '../contract/index.js';
import { noticeAnswer } from './foundation-common.js';

const maintenanceBody = W.obj({ maintenance: W.bool() });
export type AdminMinigameMaintenanceBodyDto = W.TypeOf<typeof maintenanceBody>;

export const adminMinigameMaintenanceCall = W.defineCall({
  method: 'PUT',
  path: '/admin/minigames/:id/maintenance',
  params: W.obj({ id: W.id() }),
  body: maintenanceBody,
  response: noticeAnswer,
});
