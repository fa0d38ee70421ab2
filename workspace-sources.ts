import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

/**
 * The export condition under which each workspace package's `exports` names its TypeScript
 * sources. Named after our scope, so that a consumer's own `source` condition never picks ours.
 */
export const sourceCondition = '@stickers62/source';

/**
 * Vite (and so Vitest) resolves `@stickers62/*` to the packages' sources: tests, dev servers and
 * builds need nothing built first. It adds the condition to every environment, keeping the
 * conditions the environment already has (Vite's defaults, or the ones Vitest sets).
 */
export function workspaceSources(): Plugin {
  return {
    name: 's62-workspace-sources',
    configEnvironment(name, options) {
      const consumer = options.consumer ?? (name === 'client' ? 'client' : 'server');
      const defaults = consumer === 'client' ? defaultClientConditions : defaultServerConditions;
      options.resolve ??= {};
      options.resolve.conditions = [sourceCondition, ...(options.resolve.conditions ?? defaults)];
    },
  };
}
