import { Badge, FooterBar, FooterButton } from './MobileFooter.styles.js';
import { SHELL_TEXTS } from './texts.js';

const F = SHELL_TEXTS.footer;

/** Footer buttons; each but bet history toggles a dialog. */
export type MobileFooterItem = 'deposit' | 'withdraw' | 'betSlip' | 'betHistory' | 'customerCenter';

export interface MobileFooterProps {
  /** The dialog the footer opened, highlighted; a second tap on it closes it. */
  readonly active: MobileFooterItem | null;
  readonly totalOddsText: string;
  readonly slipCount: number;
  readonly onTap: (item: MobileFooterItem) => void;
}

const ITEMS: readonly { readonly item: MobileFooterItem; readonly label: string }[] = [
  { item: 'deposit', label: F.deposit },
  { item: 'withdraw', label: F.withdraw },
  { item: 'betSlip', label: F.betting },
  { item: 'betHistory', label: F.betHistory },
  { item: 'customerCenter', label: F.customerCenter },
];

/** Spec 2 mobile footer (height 80): deposit, withdraw, betting with total odds and count, history, support. */
export function MobileFooter({ active, totalOddsText, slipCount, onTap }: MobileFooterProps) {
  return (
    <FooterBar aria-label={F.label}>
      {ITEMS.map(({ item, label }) => (
        <FooterButton key={item} type="button" $active={active === item} aria-pressed={active === item} onClick={() => onTap(item)}>
          {label}
          {item === 'betSlip' ? (
            <Badge>
              {totalOddsText} / {slipCount}
            </Badge>
          ) : null}
        </FooterButton>
      ))}
    </FooterBar>
  );
}
