import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.js';
import { siteTheme } from './theme.js';

/** Theme and global styles for the whole site (and for component tests). */
export function SiteThemeProvider({ children, global = true }: { children: ReactNode; global?: boolean }) {
  return (
    <ThemeProvider theme={siteTheme}>
      {global ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
