import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useShellNavigation } from './shell-services.js';

/**
 * An in-site link: a real <a href> (open in new tab works) whose plain click goes through the
 * app's router instead of reloading the page.
 */
export function SiteLink({ to, onClick, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { navigate } = useShellNavigation();
  const click = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={click} {...rest} />;
}
