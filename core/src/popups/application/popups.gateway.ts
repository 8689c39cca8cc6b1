import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { SitePopup } from '../domain/site-popup.js';
import { portToken } from '../../shared/ports/port-token.js';

/** Server call of the site popups (spec 7). */
export interface PopupsGateway {
  /** GET /boardPopup */
  popups(): Promise<Result<readonly SitePopup[], ApiError>>;
}
export const PopupsGateway = portToken<PopupsGateway>('PopupsGateway');
