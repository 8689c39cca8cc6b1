import type { ReactNode } from 'react';
import { Button } from '../design-system/Button.js';
import { Backdrop, Drawer, DrawerTitle, MenuList } from './MobileMenu.styles.js';
import { SidebarSearch } from './SidebarSearch.js';
import { SiteLink } from './SiteLink.js';
import { SHELL_TEXTS } from './texts.js';
import { MOBILE_MENU_TEXTS, type MobileMenuDialog } from './mobile-menu-texts.js';

const M = SHELL_TEXTS.mobileMenu;

function MenuDrawer({
  side,
  title,
  onClose,
  children,
}: {
  side: 'left' | 'right';
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Backdrop onClick={onClose} data-testid={`mobile-menu-backdrop-${side}`} />
      <Drawer $side={side} aria-label={title}>
        <DrawerTitle>{title}</DrawerTitle>
        {children}
      </Drawer>
    </>
  );
}

const links = (items: readonly { readonly to: string; readonly label: string }[], onClose: () => void) => (
  <MenuList>
    {items.map((item) => (
      <li key={item.to}>
        <SiteLink to={item.to} onClick={onClose}>
          {item.label}
        </SiteLink>
      </li>
    ))}
  </MenuList>
);

/** Spec 2 left mobile menu: search and the site's sections. */
export function MobileLeftMenu({ onSearch, onClose }: { readonly onSearch: (text: string) => void; readonly onClose: () => void }) {
  return (
    <MenuDrawer side="left" title={M.title} onClose={onClose}>
      <SidebarSearch onSearch={onSearch} />
      {links(SHELL_TEXTS.tabs, onClose)}
    </MenuDrawer>
  );
}

export interface MobileRightMenuProps {
  readonly onClose: () => void;
  /** Opens one of the member dialogs (USD deposit and withdrawal, money conversion, roulettes). */
  readonly onOpenDialog: (kind: MobileMenuDialog) => void;
  readonly onSwitchToPc: () => void;
  readonly onLogout: () => void;
}

/** Spec 2 right mobile menu: my pages, the other member pages and dialogs, the PC-version switch and logout. */
export function MobileRightMenu({ onClose, onOpenDialog, onSwitchToPc, onLogout }: MobileRightMenuProps) {
  return (
    <MenuDrawer side="right" title={M.myTitle} onClose={onClose}>
      {links(M.myLinks, onClose)}
      {links(MOBILE_MENU_TEXTS.moreLinks, onClose)}
      <MenuList aria-label={MOBILE_MENU_TEXTS.dialogsLabel}>
        {MOBILE_MENU_TEXTS.dialogs.map((item) => (
          <li key={item.kind}>
            <Button type="button" $variant="secondary" onClick={() => onOpenDialog(item.kind)}>
              {item.label}
            </Button>
          </li>
        ))}
      </MenuList>
      <Button type="button" $variant="secondary" onClick={onSwitchToPc}>
        {M.pcVersion}
      </Button>
      <Button type="button" $variant="ghost" onClick={onLogout}>
        {SHELL_TEXTS.buttons.logout}
      </Button>
    </MenuDrawer>
  );
}
