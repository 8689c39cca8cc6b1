import { BoardsGateway } from './boards.gateway.js';

describe('BoardsGateway', () => {
  it('has an injection token named after it', () => {
    expect(BoardsGateway.description).toBe('BoardsGateway');
  });
});
