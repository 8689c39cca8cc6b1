export { SitePopups, safePopupLink, popupPosition, popupRowArrangement, type SitePopupsProps } from './SitePopups.js';
export {
  SitePopupsContainer,
  popupSlipGamePath,
  type PopupsScreenModel,
  type PopupSlipState,
  type SitePopupsContainerProps,
} from './SitePopupsContainer.js';
export { POPUP_TEXTS } from './texts.js';
