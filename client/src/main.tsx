// First: no schema may be built before Zod is told not to probe eval (CSP).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSessionCheck } from './lib/session/use-session-check';
import { registerServiceWorker } from './lib/service-worker';
import { followTheme } from './lib/theme';

// The inline theme script in index.html set the scheme before the first paint; from here the app keeps it in step.
followTheme();
// The worker's install fetches the app shell: after the page's own load, not competing with it.
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });

// The session is asked for now, while React builds the first tree, not after it.
startSessionCheck();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// A transition lets React yield to the browser every few milliseconds while it builds the first
// tree, instead of one long task that holds input (total blocking time on a slow phone).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
