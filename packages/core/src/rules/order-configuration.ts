import { itemLimits } from '../contract/constants.js';
import type { AcrylItemSaveRequest, StickerItemSaveRequest } from '../contract/items.js';
import { type OrderConfiguration, orderConfiguration } from '../contract/order-configuration.js';
import type { ReferenceLists } from '../contract/references.js';
import { paperFormatSizes } from '../pricing/paper-formats.js';
import { orderConfigurationTexts } from '../texts/order-configuration.js';
import { newAcrylItem, newStickerItem } from './repeat.js';

/**
 * A calculator's «Заказать» carries its configuration to the cart (beyond the spec): the cart's
 * address gets `?add=` and the configuration as base64url of its JSON (`{"v":1,"kind":…}`). It
 * survives the login's `?next=` (a path of the shop with its query, return-path.ts), so a guest
 * who signs in or signs up on the way still finds the item in the cart. Writing it is this
 * module's first half and imports no schema (it ships in every calculator script); reading it
 * checks it against the contract's one schema and the shop's reference lists.
 */
export const orderConfigurationParameter = 'add';

/** The path of the cart on the shop, where «Заказать» leads unless the page says otherwise. */
export const orderConfigurationCartPath = '/cart';

/** Longer is not a calculator's configuration (a real one is about 200 characters): not even decoded. */
export const orderConfigurationMaxLength = 1000;

/** The configuration as the `add` parameter: base64url (no padding) of its UTF-8 JSON. */
export function encodeOrderConfiguration(configuration: OrderConfiguration): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify({ v: 1, ...configuration }))) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Where «Заказать» leads: `base` (the page's `order-url`, else the shop's cart) with the
 * configuration in its query, before any `#fragment`.
 */
export function orderAddress(base: string, configuration: OrderConfiguration): string {
  const hashAt = base.indexOf('#');
  const address = hashAt < 0 ? base : base.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : base.slice(hashAt);
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}${orderConfigurationParameter}=${encodeOrderConfiguration(configuration)}${hash}`;
}

/** What «Заказать» hands the page (an element's cancelable `s62-order`): the configuration and where it leads. */
export interface OrderRequest {
  configuration: OrderConfiguration;
  /** The shop's cart (or the page's own order address) with the configuration as `?add=`. */
  url: string;
}

function decodeBase64Url(text: string): unknown {
  if (text.length > orderConfigurationMaxLength || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/** The reference lists a configuration's names must be in. */
export type ConfigurationReferences = Pick<
  ReferenceLists,
  'filmTypes' | 'acrylTypes' | 'acrylMaterialTypes' | 'acrylPrintTypes'
>;

/**
 * The configuration of an `add` parameter, or `null` when it is not one the shop offers: too
 * long, not base64url JSON, an unknown field or version, a count or size outside the limits
 * (`sheets: -5`, `1.5`, a million and one), or a film, product, material or print missing from
 * the shop's reference lists (a tampered or outdated address). A `null` adds nothing.
 */
export function readOrderConfiguration(
  encoded: string,
  references: ConfigurationReferences,
): OrderConfiguration | null {
  const parsed = orderConfiguration.safeParse(decodeBase64Url(encoded));
  if (!parsed.success) return null;
  const { v: _version, ...configuration } = parsed.data;
  const known =
    configuration.kind === 'stickers'
      ? references.filmTypes.includes(configuration.filmType)
      : references.acrylTypes.includes(configuration.acrylType) &&
        references.acrylMaterialTypes.includes(configuration.materialType) &&
        references.acrylPrintTypes.includes(configuration.printType);
  return known ? configuration : null;
}

/** «Макет N» with the smallest N no item of the tab is named yet. */
export function configuredItemName(takenNames: readonly string[]): string {
  const taken = new Set(takenNames.map((name) => name.trim()));
  let number = 1;
  while (taken.has(orderConfigurationTexts.itemName(number))) number += 1;
  return orderConfigurationTexts.itemName(number).slice(0, itemLimits.maxNameLength);
}

export type ConfiguredItem =
  | { kind: 'stickers'; request: StickerItemSaveRequest }
  | { kind: 'acryl'; request: AcrylItemSaveRequest };

/**
 * The save request of the item a configuration becomes, as a new item of the item form with the
 * calculator's options: a sticker item is the format's sheet (`count` sheets) with the sticker
 * size when given; an acrylic item notes print on the stand's base in its comment (an item has
 * no such field). The server prices it; it waits for its layout.
 */
export function configuredItem(configuration: OrderConfiguration, takenNames: readonly string[]): ConfiguredItem {
  const name = configuredItemName(takenNames);
  if (configuration.kind === 'stickers') {
    const sheet = paperFormatSizes[configuration.format];
    return {
      kind: 'stickers',
      request: {
        ...newStickerItem(),
        name,
        cuttingType: configuration.cuttingType,
        laminationType: configuration.laminationType,
        filmType: configuration.filmType,
        count: configuration.sheets,
        width: sheet.width,
        height: sheet.height,
        paperSize: configuration.format,
        stickerWidth: configuration.stickerWidth ?? null,
        stickerHeight: configuration.stickerHeight ?? null,
      },
    };
  }
  return {
    kind: 'acryl',
    request: {
      ...newAcrylItem(),
      name,
      comment: configuration.printOnBase ? orderConfigurationTexts.printOnBaseComment : null,
      acrylType: configuration.acrylType,
      materialType: configuration.materialType,
      printType: configuration.printType,
      count: configuration.count,
      width: configuration.width,
      height: configuration.height,
    },
  };
}
