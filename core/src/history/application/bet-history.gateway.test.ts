import { BetHistoryGateway } from './bet-history.gateway.js';

describe('BetHistoryGateway', () => {
  it('has an injection token named after it', () => {
    expect(BetHistoryGateway.description).toBe('BetHistoryGateway');
  });
});
