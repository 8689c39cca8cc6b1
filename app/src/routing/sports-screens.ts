/**
 * The sports pages' chunk (screens.tsx loads it on the first visit to one): pre-match, in-play,
 * streaming; the top page loads it after it shows, for its featured fixtures, banners and game tiles.
 */
export { PrematchRoute } from './prematch-route.js';
export { InplayRoute } from './inplay-route.js';
export { StreamingRoute } from './streaming-route.js';
export { FeaturedFixturesBlock } from './featured-fixtures-route.js';
export { BannerStrip, PopularGameTiles } from '@bet/ui';
