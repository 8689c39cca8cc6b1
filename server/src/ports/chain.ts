import { createHash } from 'node:crypto';

/**
 * The USDT blockchain as the site needs it. A real adapter would talk to a node or a payment
 * gateway; the built-in simulator derives deposit addresses from the request id.
 */
export type ChainNetwork = 'eth' | 'trx';

export interface ChainDeposit {
  readonly id: number;
  readonly network: ChainNetwork;
  readonly token: string;
  /** Micro-units. */
  readonly amount: number;
  /** Epoch ms of the request. */
  readonly requestedAt: number;
}

export interface ChainPort {
  /** Where the member should send a deposit. */
  depositAddress(deposit: Pick<ChainDeposit, 'id' | 'network'>): Promise<string>;
  /** What has arrived for the deposit (micro-units), or null while nothing has (checked by the sweeper). */
  depositArrival(deposit: ChainDeposit, now: number): Promise<{ amount: number } | null>;
  /** Sends an approved withdrawal; answers the transaction hash. */
  sendWithdrawal(w: { id: number; network: ChainNetwork; token: string; address: string; amount: number }): Promise<string>;
}

const hex = (text: string): string => createHash('sha256').update(text).digest('hex');
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * The simulator: a deposit "arrives" `confirmAfterMs` after its request, for the requested amount,
 * or `defaultAmount` (100 USDT) when the member asked for an address without an amount (eth).
 */
export function simulatedChain(options: { confirmAfterMs: number; defaultAmount?: number }): ChainPort {
  const fallback = options.defaultAmount ?? 100_000_000;
  return {
    depositAddress: async ({ id, network }) => {
      const h = hex(`deposit:${network}:${id}`);
      if (network === 'eth') return `0x${h.slice(0, 40)}`;
      let out = 'T';
      for (let i = 0; out.length < 34; i++) out += BASE58[parseInt(h.slice((i * 2) % 60, ((i * 2) % 60) + 2), 16) % 58];
      return out;
    },
    depositArrival: async (deposit, now) =>
      now - deposit.requestedAt >= options.confirmAfterMs ? { amount: deposit.amount > 0 ? deposit.amount : fallback } : null,
    sendWithdrawal: async (w) => `0x${hex(`withdrawal:${w.network}:${w.id}:${w.address}:${w.amount}`)}`,
  };
}
