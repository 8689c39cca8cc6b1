import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ShellServicesProvider, SiteThemeProvider } from '@bet/ui';
import type { AppServices } from './app-services.js';
import { AppServicesProvider } from './routing/app-services-context.js';
import { APP_ROUTES } from './routing/routes.js';

/** Theme, the shell's services, the app's view models and the router. */
export function App({ services }: { readonly services: AppServices }) {
  const router = useMemo(() => createBrowserRouter(APP_ROUTES), []);
  return (
    <SiteThemeProvider>
      <ShellServicesProvider services={services.shell}>
        <AppServicesProvider services={services}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </ShellServicesProvider>
    </SiteThemeProvider>
  );
}
