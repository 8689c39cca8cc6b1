import { Clock } from './clock.js';
import { HttpPort, TransportError } from './http-port.js';
import { KeyValueStore } from './key-value-store.js';
import { SsePort } from './sse-port.js';

describe('ports', () => {
  it('each port has its own injection token named after it', () => {
    const tokens = [Clock, HttpPort, KeyValueStore, SsePort];
    expect(new Set(tokens).size).toBe(4);
    expect(tokens.map((t) => t.description)).toEqual(['Clock', 'HttpPort', 'KeyValueStore', 'SsePort']);
  });

  it('TransportError says why no response came', () => {
    const e = new TransportError('timed out', 'timeout');
    expect(e).toBeInstanceOf(Error);
    expect(e.reason).toBe('timeout');
    expect(new TransportError('x').reason).toBe('network');
  });
});
