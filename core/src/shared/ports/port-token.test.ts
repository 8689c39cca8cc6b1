import { Clock } from './clock.js';
import { HttpPort } from './http-port.js';
import { portToken, type PortToken } from './port-token.js';

interface TickingClock extends Clock {
  tick(): void;
}

describe('a port token', () => {
  it('is the registry symbol of its name, so two bundles of core name the same token', () => {
    expect(portToken<Clock>('Clock')).toBe(Symbol.for('Clock'));
    expect(Clock).toBe(Symbol.for('Clock'));
    expect(Symbol.keyFor(HttpPort)).toBe('HttpPort');
  });

  // The lines below are checked by `tsc -b`: should a token's type stop being fixed where it is
  // declared, an `@ts-expect-error` goes unused and the typecheck fails.
  it('carries exactly the type it is declared with', () => {
    // @ts-expect-error -- the Clock token is not a token of another port.
    const _asHttpPort: PortToken<HttpPort> = Clock;
    // @ts-expect-error -- nor of a narrower interface (resolving it would promise a method it lacks).
    const _asTickingClock: PortToken<TickingClock> = Clock;
    // @ts-expect-error -- nor of `unknown`, through which it could be bound to anything.
    const _asUnknown: PortToken<unknown> = Clock;
    // @ts-expect-error -- a token declared for one type cannot be exported as another's.
    const _declaredWrong: PortToken<Clock> = portToken<HttpPort>('Clock');
    // A token is still a symbol wherever one is expected (inversify's service identifiers).
    const asSymbol: symbol = Clock;
    expect(asSymbol).toBe(Clock);
  });
});
