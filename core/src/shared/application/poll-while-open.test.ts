import { FakeClock } from '../testing/fake-clock.js';
import { pollWhileOpen } from './poll-while-open.js';

function setup() {
  const clock = new FakeClock();
  const loads: boolean[] = [];
  const poll = pollWhileOpen(
    () => clock.every(1_000),
    (byPoll) => loads.push(byPoll),
  );
  return { clock, loads, poll };
}

describe('pollWhileOpen', () => {
  it("loads at once as the member's load, then on every tick as the poll's", () => {
    const { clock, loads, poll } = setup();
    poll.start();
    expect(loads).toEqual([false]);
    clock.advance(2_000);
    expect(loads).toEqual([false, true, true]);
  });

  it('ignores a second start while running and stops the ticks on stop', () => {
    const { clock, loads, poll } = setup();
    poll.start();
    poll.start();
    poll.stop();
    clock.advance(5_000);
    expect(loads).toEqual([false]);
  });

  it("begins again with the member's load after a stop", () => {
    const { clock, loads, poll } = setup();
    poll.start();
    poll.stop();
    poll.start();
    clock.advance(1_000);
    expect(loads).toEqual([false, false, true]);
  });
});
