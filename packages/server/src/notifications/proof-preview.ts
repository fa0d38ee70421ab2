import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client.js';
import { proofFiles, proofRounds } from '../db/schema.js';
import type { PreviewService } from '../files/preview/preview-service.js';
import type { FileStorage } from '../files/storage.js';
import type { InlineImage } from '../mail/transport.js';

/** The preview width an e-mail carries: the pipeline's 500 px size, shown at 480 px in the message. */
export const mailPreviewWidth = 500;
/**
 * A preview larger than this is not attached (the e-mail goes without it): a 500 px WebP of a
 * sticker sheet is tens of kilobytes, and a message should stay light on a phone's connection.
 */
export const mailPreviewLimitBytes = 300 * 1024;

export interface ProofPreviewSource {
  storage: FileStorage;
  previews: PreviewService;
}

/** The Content-ID of a round's preview: unique to the order and round, stable across a re-delivery. */
export const proofPreviewCid = (orderId: string, round: number) => `proof-${orderId}-${round}@stickers62`;

/**
 * The preview of the round's first drawable file, read from the file store (local disk or S3)
 * when the e-mail is delivered, or null: no such round, nothing drawable (a vector file, a
 * refused layout), a preview over `limitBytes`, or the store failing. The e-mail goes either way.
 */
export async function proofPreviewImage(
  db: Queryable,
  source: ProofPreviewSource,
  orderId: string,
  round: number,
  options: { limitBytes?: number; log?: FastifyBaseLogger } = {},
): Promise<InlineImage | null> {
  const limitBytes = options.limitBytes ?? mailPreviewLimitBytes;
  const files = await db
    .select({ fileKey: proofFiles.fileKey, fileName: proofFiles.fileName })
    .from(proofFiles)
    .innerJoin(proofRounds, eq(proofRounds.id, proofFiles.roundId))
    .where(and(eq(proofRounds.orderId, orderId), eq(proofRounds.number, round)))
    .orderBy(asc(proofFiles.id));
  try {
    for (const file of files) {
      // Made by the pipeline if nobody has looked at it yet (in its workers, under its limits), then kept.
      const answer = await source.previews.preview(file.fileKey, file.fileName, mailPreviewWidth, { owner: 'mail' });
      if (answer.kind !== 'image') continue;
      const stat = await source.storage.stat(answer.key);
      if (!stat) continue;
      if (stat.size > limitBytes) {
        options.log?.info({ orderId, round, size: stat.size, limitBytes }, 'proof preview too large for the e-mail');
        return null;
      }
      const content = await readAtMost(source.storage, answer.key, limitBytes);
      if (!content) return null;
      return {
        cid: proofPreviewCid(orderId, round),
        filename: `maket-${round}.webp`,
        contentType: 'image/webp',
        content,
      };
    }
  } catch (error) {
    options.log?.warn({ err: error, orderId, round }, 'proof preview unavailable; the e-mail goes without it');
  }
  return null;
}

/** The stored bytes, or null once they pass `limit` (the file grew since its size was read). */
async function readAtMost(storage: FileStorage, key: string, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = storage.read(key);
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
