import type { FastifyInstance } from 'fastify';
import { adminDeleteBannerCall, adminEditBannerCall, adminMoveBannerCall, adminWriteBannerCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { valueOf } from '../../http/refusals.js';
import { notice } from '../route-kit.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import { adminChangeOf } from './admin-change.js';
import { editBanner, removeBanner, shiftBanner, writeBanner } from './admin-banners.js';

/** Admin: the top page's banners (write, edit, delete, move). HTTP only (admin-banners.ts, banner-store.ts). */
export async function adminBannerRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const changeBy = adminChangeOf(deps);

  serve(api, adminWriteBannerCall, {}, async (request) => ({
    id: await writeBanner(db, request.body, changeBy(request)),
    message: A.written,
  }));

  serve(api, adminEditBannerCall, {}, async (request) => {
    valueOf(await editBanner(db, request.params.id, request.body, changeBy(request)));
    return notice(A.updated);
  });

  serve(api, adminDeleteBannerCall, {}, async (request) => {
    valueOf(await removeBanner(db, request.params.id, changeBy(request)));
    return notice(A.deleted);
  });

  serve(api, adminMoveBannerCall, {}, async (request) => {
    valueOf(await shiftBanner(db, request.params.id, request.body.direction, changeBy(request)));
    return notice(A.updated);
  });
}
