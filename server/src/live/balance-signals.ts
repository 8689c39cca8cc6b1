import { MEMBER_BALANCE_EVENT } from '@bet/core/shared';
import type { MemberSignals } from '../ports/member-signals.js';
import type { LivePublisher } from './live-publisher.js';

/**
 * Publishes each foundation balance signal as a 'balance' frame on the member's 'general' stream
 * (through the broker, so every instance's clients hear it). The frame carries no figures: the
 * client reloads the member, the one source of its balances. A broker failure is dropped here
 * (the member's 5-second poll still brings the balance): it never reaches the money move.
 */
export function relayBalanceSignals(signals: MemberSignals, publisher: LivePublisher): () => void {
  return signals.onBalanceChanged((memberId) => {
    publisher.publish('general', MEMBER_BALANCE_EVENT, {}, memberId).catch(() => undefined);
  });
}
