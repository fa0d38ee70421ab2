import { twindConfig } from '@stickers62/widgets';
import { install } from '@twind/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { shop } from './shop';
import { startUp } from './start-up';
import './site.css';

// The document gets the widgets' Tailwind configuration once, so shop blocks in light DOM
// use the same classes; embeddable widgets keep their own sheet in their shadow roots.
install(twindConfig);
startUp(shop.session, window.location);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
