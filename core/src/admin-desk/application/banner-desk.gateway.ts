import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { SiteBanner, SiteBannerDraft } from '../../boards/domain/site-banner.js';
import { portToken } from '../../shared/ports/port-token.js';

type Answer<T = void> = Promise<Result<T, ApiError>>;

/** The operator's banner calls (the top page's strip; core/src/api/contracts/banners.ts). */
export interface BannerDeskGateway {
  /** GET /banners, in the operator's order. */
  banners(): Answer<readonly SiteBanner[]>;
  /** POST /admin/banners, or PUT /admin/banners/{id} with an id. */
  saveBanner(draft: SiteBannerDraft, id: number | null): Answer;
  /** DELETE /admin/banners/{id} */
  deleteBanner(id: number): Answer;
  /** POST /admin/banners/{id}/move: one place earlier ('up') or later ('down'). */
  moveBanner(id: number, direction: 'up' | 'down'): Answer;
}
export const BannerDeskGateway = portToken<BannerDeskGateway>('BannerDeskGateway');
