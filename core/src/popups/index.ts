export { POPUPS_MESSAGES } from './domain/popups.messages.js';
export { isPopupActive, POPUP_STATUS_ACTIVE, popupCssLength, popupPlacement } from './domain/site-popup.js';
export type { PopupCssLength, PopupPlacement, SitePopup } from './domain/site-popup.js';
export {
  DEFAULT_POPUP_SNOOZE_POLICY,
  forgetExpiredPopupSnoozes,
  isPopupSnoozed,
  POPUP_SNOOZE_POLICIES,
  popupSnoozeExpiry,
  popupSnoozeKey,
  snoozePopup,
  visiblePopups,
} from './domain/popup-snooze.js';
export type { PopupSnoozePolicy, PopupSnoozePolicyName } from './domain/popup-snooze.js';
export { PopupsGateway } from './application/popups.gateway.js';
export { PopupsViewModel } from './application/popups.view-model.js';
export type { PopupsView, PopupsViewModelDeps } from './application/popups.view-model.js';
export { createApiPopupsGateway } from './application/api-popups-gateway.js';
