// Sports: the pre-match lists (/europe cards, /korea rows).
export { PrematchList, type PrematchListProps, type PrematchScreenModel, type PrematchSlipTarget } from './PrematchList.js';
export { PrematchListContent, type PrematchListContentProps, type PrematchStyle } from './PrematchListContent.js';
// Sports: the in-play list (/inplay).
export { InplayList, type InplayListProps, type InplayScreenModel } from './InplayList.js';
export { InplayListContent, type InplayListContentProps, type InplaySportCount } from './InplayListContent.js';
export { InplayOddsCell, type InplayOddsCellProps } from './InplayOddsCell.js';
export { FeaturedFixtures, type FeaturedFixturesProps, type FeaturedFixturesTexts } from './FeaturedFixtures.js';
export type { PickHandler } from './OddsButton.js';
