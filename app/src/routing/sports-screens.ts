/** The sports pages' chunk (screens.tsx loads it on the first visit to one): pre-match, in-play, streaming; the top page's featured fixtures load it after the page shows. */
export { PrematchRoute } from './prematch-route.js';
export { InplayRoute } from './inplay-route.js';
export { StreamingRoute } from './streaming-route.js';
export { FeaturedFixturesBlock } from './featured-fixtures-route.js';
export { PopularGameTiles } from '@bet/ui';
