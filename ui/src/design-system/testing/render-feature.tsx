import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ShellModeContext } from '../viewport-context.js';
import { SiteThemeProvider } from '../../theme/index.js';

/** Renders a feature inside the site theme (and a layout mode), as the app does. */
export function renderFeature(ui: ReactElement, mode: 'desktop' | 'mobile' = 'desktop'): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SiteThemeProvider global={false}>
      <ShellModeContext.Provider value={mode}>{children}</ShellModeContext.Provider>
    </SiteThemeProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** Records the shell callbacks: alerts, and confirms answered by `answer` (OK by default). */
export function shellCallbacks(answer: () => boolean = () => true) {
  const alerts: string[] = [];
  const confirms: string[] = [];
  return {
    alerts,
    confirms,
    onAlert: (message: string): void => void alerts.push(message),
    onConfirm: (message: string, accept: () => void, cancel: () => void): void => {
      confirms.push(message);
      if (answer()) accept();
      else cancel();
    },
  };
}

/** Lets resolved promise chains (fake gateways, awaits in view models) run to the end (jsdom has no setImmediate). */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
