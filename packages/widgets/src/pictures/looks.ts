/**
 * How each catalogue entry looks. The catalogue (films, acrylic types, fittings, materials) is
 * the shop's reference lists, edited by managers, so a look is read from the name's words; a
 * name with none of them gets the plainest look. Lamination and cutting are fixed codes.
 */
import type { CuttingType, LaminationType } from '@stickers62/core/contract';

export type FilmLook = 'gloss' | 'matte' | 'clear' | 'holo' | 'kraft';
export type AcrylShape = 'keyRing' | 'badge' | 'stand' | 'base';
export type FittingLook = 'ring' | 'carabiner' | 'chain' | 'pin' | 'magnet' | 'strap';
export type MaterialLook = 'clear' | 'mirror' | 'holo' | 'solid';

export type { CuttingType, LaminationType };

/** Word stems in a name, first match wins; the last entry is the fallback. */
function lookOf<Look extends string>(name: string, table: readonly (readonly [RegExp, Look])[], fallback: Look): Look {
  const lower = name.toLowerCase();
  return table.find(([words]) => words.test(lower))?.[1] ?? fallback;
}

export const filmLook = (name: string): FilmLook =>
  lookOf(
    name,
    [
      [/голограф|holo/, 'holo'],
      [/прозрач|clear/, 'clear'],
      [/крафт|kraft/, 'kraft'],
      [/матов|matte/, 'matte'],
    ],
    'gloss',
  );

export const acrylShape = (type: string): AcrylShape =>
  lookOf(
    type,
    [
      [/значок|badge/, 'badge'],
      [/стенд|stand/, 'stand'],
      [/подставк|base/, 'base'],
    ],
    'keyRing',
  );

export const fittingLook = (name: string): FittingLook =>
  lookOf(
    name,
    [
      [/карабин/, 'carabiner'],
      [/цепоч/, 'chain'],
      [/булавк/, 'pin'],
      [/магнит/, 'magnet'],
      [/шнур/, 'strap'],
    ],
    'ring',
  );

export const materialLook = (name: string): MaterialLook =>
  lookOf(
    name,
    [
      [/зеркал/, 'mirror'],
      [/голограф/, 'holo'],
      [/бел|черн|чёрн|красн|цвет/, 'solid'],
    ],
    'clear',
  );

/** A metal's colour from a fitting's or material's name. */
export const metalColour = (name: string) =>
  lookOf(
    name,
    [
      [/золот/, '#d4af37'],
      [/розов/, '#e8a0a8'],
      [/черн|чёрн|карабин|магнит|шнур/, '#2a2a2e'],
    ],
    '#a8acb4',
  );

/** A solid material's colour. */
export const solidColour = (name: string) =>
  lookOf(
    name,
    [
      [/черн|чёрн/, '#1f2937'],
      [/красн/, '#dc2626'],
    ],
    '#ffffff',
  );

export const laminationCodes: readonly LaminationType[] = ['None', 'Glossy', 'Opaque'];
export const cuttingCodes: readonly CuttingType[] = ['None', 'Contour', 'Through'];
