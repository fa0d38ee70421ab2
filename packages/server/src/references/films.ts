import type { NewFilmReply, NewFilmRequest } from '@stickers62/core/contract';
import { filmTexts } from '@stickers62/core/texts';
import { eq, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { filmTypes, stickerPrices } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { loadStickerPriceEntries } from './price-lists.js';

/** The same name to a person: «Крафт» and «крафт» would be two films no one tells apart in the list. */
const sameName = (a: string, b: string) => a.toLocaleLowerCase('ru-RU') === b.toLocaleLowerCase('ru-RU');

/**
 * Adds a sticker film and one price row for every (cutting, lamination, count tier, format) row
 * of the film it is priced like, in one transaction: a refusal (a taken name, an unknown or
 * unpriced film to copy) changes nothing. The film goes last in the list. The reference
 * revision row moves with these inserts (migration 0008's trigger), so the cached price views
 * and the calculators' lookups answer the new film from the next request.
 */
export async function addFilm(db: Database, request: NewFilmRequest): Promise<NewFilmReply> {
  const factor = request.factor ?? 1;
  const enabled = request.enabled ?? true;
  return db.transaction(async (tx) => {
    const films = await tx.select({ name: filmTypes.name }).from(filmTypes);
    const taken = films.find((film) => sameName(film.name, request.name));
    if (taken) throw conflict(filmTexts.nameTaken(taken.name));
    if (!films.some((film) => film.name === request.pricedLike))
      throw notFound(filmTexts.pricedLikeUnknown(request.pricedLike));

    const [last] = await tx.select({ sortOrder: max(filmTypes.sortOrder) }).from(filmTypes);
    const added = await tx
      .insert(filmTypes)
      .values({ name: request.name, enabled, sortOrder: (last?.sortOrder ?? 0) + 1 })
      .onConflictDoNothing()
      .returning({ name: filmTypes.name });
    // Another request added the same name after the check above (it committed first).
    if (added.length === 0) throw conflict(filmTexts.nameTaken(request.name));

    // numeric × numeric is exact in the database; round() takes it to whole rubles, halves away
    // from zero (240.50 → 241): a price list prints whole rubles, and numeric(15,2) stores them as is.
    const copied = await tx
      .insert(stickerPrices)
      .select(
        tx
          .select({
            id: sql`nextval(pg_get_serial_sequence('sticker_prices', 'id'))`.as('id'),
            cuttingType: stickerPrices.cuttingType,
            laminationType: stickerPrices.laminationType,
            filmType: sql`${request.name}::text`.as('film_type'),
            minCount: stickerPrices.minCount,
            format: stickerPrices.format,
            price: sql`round(${stickerPrices.price} * ${String(factor)}::numeric)`.as('price'),
          })
          .from(stickerPrices)
          .where(eq(stickerPrices.filmType, request.pricedLike)),
      )
      .returning({ id: stickerPrices.id });
    // Throwing rolls the film back too: a film without prices could not be priced.
    if (copied.length === 0) throw badRequest(filmTexts.pricedLikeUnpriced(request.pricedLike));

    return { name: request.name, enabled, prices: await loadStickerPriceEntries(tx, [request.name]) };
  });
}
