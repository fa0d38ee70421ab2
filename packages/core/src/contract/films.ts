import { z } from 'zod/mini';
import { stickerPriceEntries } from './prices.js';
import { typedName } from './typed-text.js';

/**
 * Adding a sticker film with its prices on a running shop (beyond the spec; issue 27): the
 * administrator names the new film and an existing one whose price rows it copies, each price
 * multiplied by `factor` and rounded to whole rubles by the server (decision 0230).
 */

/** How far a new film's prices may be from the film they copy: a tenth to ten times as much. */
export const filmPriceFactorLimits = { min: 0.1, max: 10 } as const;
/** The longest film name: it shows in the calculators' film list and on every item. */
export const filmNameMaxLength = 100;

const filmName = /*#__PURE__*/ typedName({ min: 1, max: filmNameMaxLength }).check(
  // A name of spaces, or one with spaces at its ends, would look the same as another in the list.
  z.refine((name) => name.trim() === name && name !== ''),
);

/** Body of `POST /api/web/admin/films`. */
export const newFilmRequest = z.object({
  /** The new film's name, as customers will see it (typed-text rules: NFC, no hidden characters). */
  name: filmName,
  /** An existing film (enabled or not) whose every sticker price row the new film gets. */
  pricedLike: z.string().check(z.minLength(1), z.maxLength(filmNameMaxLength)),
  /** Each copied price × this, rounded to whole rubles; 1 when absent. */
  factor: z.optional(z.number().check(z.gte(filmPriceFactorLimits.min), z.lte(filmPriceFactorLimits.max))),
  /** Whether the calculators offer the film at once; true when absent. */
  enabled: z.optional(z.boolean()),
});
export type NewFilmRequest = z.infer<typeof newFilmRequest>;

/** The film added and its sticker price rows, grouped as the price views send them. */
export const newFilmReply = z.object({
  name: z.string(),
  enabled: z.boolean(),
  prices: stickerPriceEntries,
});
export type NewFilmReply = z.infer<typeof newFilmReply>;
