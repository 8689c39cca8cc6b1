import { describeCalls } from '../testing/api-test-kit.js';

const stars = { leagues: [77, 88], fixtures: [1001] };

describe('favourites calls', () => {
  describeCalls([
    {
      name: 'favourites.list',
      invoke: (api) => api.favourites.list(),
      request: { method: 'GET', path: '/favorites' },
      response: stars,
      decoded: stars,
      bad: { body: { leagues: ['77'], fixtures: [] }, path: '$.leagues[0]' },
    },
    {
      name: 'favourites.add',
      invoke: (api) => api.favourites.add('league', 77),
      request: { method: 'PUT', path: '/favorites/league/77' },
      response: stars,
      decoded: stars,
    },
    {
      name: 'favourites.remove',
      invoke: (api) => api.favourites.remove('fixture', 1001),
      request: { method: 'DELETE', path: '/favorites/fixture/1001' },
      response: { leagues: [77, 88], fixtures: [] },
      decoded: { leagues: [77, 88], fixtures: [] },
    },
  ]);
});
