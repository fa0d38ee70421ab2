import { matchesRoutePattern } from '@stickers62/core/rules';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app';
import { paths } from './routes';
import { shop } from './shop';
import './site.css';
import './site-styles';

// Before anything renders: sign in with what the address carries, or restore the stored session.
shop.session.startUp(window.location, {
  routes: paths,
  redirect: (path) => navigate(path, { replace: true }),
  replaceAddress: (address) => window.history.replaceState(window.history.state, '', address),
});

/**
 * Marks the document `data-interactive` once React has committed the page (hydrated or rendered):
 * a prerendered page is painted before its scripts load (docs/decisions/0150), so a tap before
 * this mark does nothing; the browser journeys wait for it before they act.
 */
function MarkInteractive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return children;
}

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <MarkInteractive>
        <App />
      </MarkInteractive>
    </StrictMode>
  );
  // A page the build prerendered for this very path (or route pattern: the order-link page's shell)
  // is hydrated, in a transition so React does it in slices; any other address (the shell, or a
  // start-up that moved elsewhere) renders afresh.
  const prerendered = root.dataset.prerendered;
  if (prerendered && matchesRoutePattern(prerendered, window.location.pathname)) {
    startTransition(() => void hydrateRoot(root, app));
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
