import { withThousands } from '@bet/core/shared';
import type { CasinoLobbyView } from '@bet/core/casino';
import type { CasinoTransferDirection } from '@bet/core/charge';
import { Button } from '../design-system/Button.js';
import { AmountInput, Form, Label, Note } from '../design-system/form.styles.js';
import { Balances, Directions, AmountRow, Panel } from './CasinoWalletPanel.styles.js';
import { CASINO_TEXTS } from './texts.js';
import { submitHandler } from '../design-system/submit-handler.js';

const T = CASINO_TEXTS.wallet;

export interface CasinoWalletActions {
  setTransferDirection(direction: CasinoTransferDirection): void;
  setTransferAmount(text: string): void;
  submitTransfer(): void;
}

const DIRECTIONS: readonly [CasinoTransferDirection, string][] = [
  ['cash-to-casino', T.toCasino],
  ['casino-to-cash', T.toCash],
];

/** Held cash and the casino wallet, and the form that moves money between them (spec 5 limits, checked in core). */
export function CasinoWalletPanel({ view, actions }: { readonly view: CasinoLobbyView; readonly actions: CasinoWalletActions }) {
  if (!view.wallet) return null;
  const { transfer, wallet } = view;
  return (
    <Panel aria-label={T.title} data-testid="casino-wallet">
      <div>
        <h3>{T.title}</h3>
        <Balances>
          <dt>{T.cash}</dt>
          <dd data-testid="casino-wallet-cash">{CASINO_TEXTS.won(withThousands(wallet.cash))}</dd>
          <dt>{T.casino}</dt>
          <dd data-testid="casino-wallet-casino">{CASINO_TEXTS.won(withThousands(wallet.casino))}</dd>
        </Balances>
      </div>
      <Form onSubmit={submitHandler(() => actions.submitTransfer())}>
        <Directions role="radiogroup">
          {DIRECTIONS.map(([direction, label]) => (
            <Button
              key={direction}
              type="button"
              role="radio"
              aria-checked={transfer.direction === direction}
              $variant={transfer.direction === direction ? 'primary' : 'secondary'}
              data-testid={`casino-direction-${direction}`}
              onClick={() => actions.setTransferDirection(direction)}
            >
              {label}
            </Button>
          ))}
        </Directions>
        <Label htmlFor="casino-transfer-amount">{T.amount}</Label>
        <AmountRow>
          <AmountInput
            id="casino-transfer-amount"
            inputMode="numeric"
            autoComplete="off"
            placeholder={T.placeholder}
            value={transfer.amountText}
            data-testid="casino-transfer-amount"
            onChange={(e) => actions.setTransferAmount(e.target.value)}
          />
          <Button type="submit" disabled={transfer.submitting} data-testid="casino-transfer-submit">
            {transfer.submitting ? T.submitting : T.submit}
          </Button>
        </AmountRow>
        <Note>{T.note}</Note>
      </Form>
    </Panel>
  );
}
