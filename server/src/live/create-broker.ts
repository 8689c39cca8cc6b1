import type { Broker } from './broker.js';
import { MemoryBroker } from './memory-broker.js';
import { RedisBroker } from './redis-broker.js';

/**
 * REDIS_URL set: Redis pub/sub (instances share live data); otherwise in-process.
 * REDIS_PREFIX (default 'bet:') namespaces the channels.
 */
export function createBroker(redisUrl: string | undefined = process.env.REDIS_URL, prefix = process.env.REDIS_PREFIX ?? 'bet:'): Broker {
  return redisUrl ? new RedisBroker(redisUrl, prefix) : new MemoryBroker();
}
