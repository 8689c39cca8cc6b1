/**
 * Static reference data of the simulated feed: sports (the spec's ids), locations with Korean
 * names and flag images, leagues and teams. A real feed adapter would deliver the same shapes.
 * The shapes, sports and locations: catalogue-sports.ts; the leagues and teams: catalogue-leagues.ts
 * (football's in catalogue-football-leagues.ts).
 */
export { LEAGUES } from './catalogue-leagues.js';
export {
  LOCATIONS,
  SPORT,
  SPORTS,
  type CatalogueLeague,
  type CatalogueLocation,
  type CatalogueSport,
  type CatalogueTeam,
} from './catalogue-sports.js';
