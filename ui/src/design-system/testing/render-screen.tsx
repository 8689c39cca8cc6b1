import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SiteThemeProvider } from '../../theme/index.js';

const ThemeWrapper = ({ children }: { children: ReactNode }) => <SiteThemeProvider global={false}>{children}</SiteThemeProvider>;

/** Renders a screen inside the site theme, as the app does (rerender keeps the theme). */
export function renderScreen(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: ThemeWrapper });
}
