// The composition root: the only place that knows inversify, reflect-metadata and the adapters.
import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { resolveAppServices } from './app-services.js';
import { createAppContainer } from './container/index.js';
import { reloadOnStaleChunks, whenIdle } from './browser.js';
import { preloadLikelyScreens } from './routing/screens.js';
import { loadApiEndpoints } from './site-config.js';

async function start(): Promise<void> {
  reloadOnStaleChunks();
  // The API base comes first: every port of the container is built on it (site-config.ts).
  const services = resolveAppServices(createAppContainer(await loadApiEndpoints()));
  // A reload keeps the member logged in when the server still holds the session; the guard
  // must know that before it judges the first route.
  await services.shell.session.restore();
  services.sportsMenu.load();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
  whenIdle(preloadLikelyScreens);
}

void start();
