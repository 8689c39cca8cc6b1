import type { ApiClient } from '../../api/api-client.js';
import type { PopupsGateway } from './popups.gateway.js';

/**
 * The PopupsGateway over core's typed API client: GET /boardPopup. Rows pass through as decoded
 * (same field names); lengths stay a number or text, which `popupCssLength` makes safe CSS.
 */
export function createApiPopupsGateway(api: Pick<ApiClient, 'boards'>): PopupsGateway {
  return { popups: () => api.boards.popups() };
}
