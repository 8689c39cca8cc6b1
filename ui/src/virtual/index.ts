// Virtual sports: /bet365 and /bet365/{soccer,basketball,dog,horse} (game tabs, leagues, video or its
// placeholder, rounds, picks into the slip, results).
export { VirtualPage, virtualPath, type VirtualPageProps, type VirtualScreenModel } from './VirtualPage.js';
export { VirtualBoard, type VirtualBoardActions, type VirtualBoardProps } from './VirtualBoard.js';
export { VIRTUAL_TEXTS } from './texts.js';
