// Sports: the pre-match lists (/europe cards, /korea rows).
export { PrematchList, type PrematchListProps, type PrematchScreenModel, type PrematchSlipTarget } from './PrematchList.js';
export { PrematchListContent, type PrematchListContentProps, type PrematchStyle } from './PrematchListContent.js';
