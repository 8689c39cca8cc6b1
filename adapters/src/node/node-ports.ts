import { immediateFrames, type Clock, type FrameScheduler, type IdGenerator, type KeyValueStore } from '@bet/core/shared';
import { SystemClock } from '../clock/system-clock.js';
import { CryptoIdGenerator } from '../ids/crypto-id-generator.js';
import { WebStorageStore } from '../storage/web-storage-store.js';
import { createNodeTransport, type NodeTransport, type NodeTransportOptions } from './node-transport.js';

/** Every port core's view models take, for a front end in Node. */
export interface NodePorts extends NodeTransport {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** In memory: a terminal session forgets on exit, as a private browser window does. */
  readonly store: KeyValueStore;
  /** No paint frames in a terminal: a moved price is told at once. */
  readonly frames: FrameScheduler;
}

/** Core's ports on their Node adapters: the transport of `createNodeTransport` plus time, ids, storage and frames. */
export function createNodePorts(options: NodeTransportOptions): NodePorts {
  return {
    ...createNodeTransport(options),
    clock: new SystemClock(),
    ids: new CryptoIdGenerator(),
    store: new WebStorageStore(null),
    frames: immediateFrames,
  };
}
