import { defaultClientConditions, type UserConfig } from 'vite';
import { preactAliases } from './preact-aliases.ts';

/**
 * The condition under which the element scripts' build resolves the modules that differ there:
 * package.json `imports` (`#style-scope`, `#parcel-part`, `#pictures-part`, `#item-pictures-part`)
 * name an `.element` file under it and the React library's module otherwise. The order-link
 * page's delivery choice and invoice (`#order-delivery-part`, `#order-link-invoice-part`) and
 * core's `#token-refresh` have no element file since the scripts load chunks
 * (scripts/element-chunks.ts). The choice is by name, not
 * by the importing file's path or import text, so a widget in any folder gets the same module.
 */
export const elementCondition = '@stickers62/element';

/**
 * How the element scripts' build resolves: React is preact/compat, and the element condition
 * comes before Vite's client defaults (the workspace-sources plugin adds the source condition).
 */
export const elementResolve = {
  alias: preactAliases,
  conditions: [elementCondition, ...defaultClientConditions],
} satisfies UserConfig['resolve'];
