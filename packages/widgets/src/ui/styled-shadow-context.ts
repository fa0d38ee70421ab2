'use client';

import { createContext } from 'react';

/**
 * True when the component already renders inside a styled shadow root: the custom element
 * wrapper provides it, and so does a StyleScope for everything below it.
 */
export const StyledShadowContext = createContext(false);
