import { z } from 'zod/mini';
import { itemKind, itemLimits } from './items.js';
import { isoDateTime, itemId, nullableText, orderId } from './primitives.js';
import { queryInt } from './query.js';
import { typedComment } from './typed-text.js';

/** The customer's two answers to a proof: 'Согласовать' and 'Нужны правки'. */
export const proofAnswers = ['approved', 'changes'] as const;
export type ProofAnswer = (typeof proofAnswers)[number];

/**
 * Where an order stands with its proofs: none attached, the latest round awaits the customer,
 * the customer asked for changes (the manager's move), or the latest round is approved.
 */
export const proofStates = ['none', 'awaiting', 'changesRequested', 'approved'] as const;
export type ProofState = (typeof proofStates)[number];

/** Proof file types: images a browser shows and PDFs (a mock-up with the cut line). */
export const proofExtensions = ['pdf', 'png', 'jpg', 'jpeg', 'webp'] as const;
export const acceptedProofFiles = proofExtensions.map((extension) => `.${extension}`).join(',');
export const proofLimits = { maxFiles: 10, maxNoteLength: 2000, maxCommentLength: 2000 } as const;

export const proofFile = z.object({ id: itemId, fileName: z.string() });
export type ProofFile = z.infer<typeof proofFile>;

/** One round: what the manager sent (who, when, which files, note) and the customer's answer. */
export const proofRound = z.object({
  id: itemId,
  /** 1 for the first proof of the order, 2 for the one after the first change request… */
  number: /*#__PURE__*/ z.int(),
  createdAt: isoDateTime,
  createdBy: nullableText,
  note: nullableText,
  /** The item the proof is for; both null: the whole order. */
  itemKind: z.nullable(itemKind),
  itemName: nullableText,
  files: z.array(proofFile),
  answer: z.nullable(z.enum(proofAnswers)),
  answeredAt: z.nullable(isoDateTime),
  answeredBy: nullableText,
  comment: nullableText,
});
export type ProofRound = z.infer<typeof proofRound>;

/** `GET /api/web/orders/{id}/proofs`: every round, oldest first, and the state they make. */
export const orderProofs = z.object({ state: z.enum(proofStates), rounds: z.array(proofRound) });
export type OrderProofs = z.infer<typeof orderProofs>;

export const proofUploadQuery = z.object({
  fileName: /*#__PURE__*/ z.string().check(z.minLength(1), z.maxLength(255)),
});
/** A stored proof file not yet sent: its id goes into `attachProofRequest.fileIds`. */
export const proofUploadReply = proofFile;

/** `POST /api/web/orders/{id}/proofs` (staff): sends the uploaded files as the next round. */
export const attachProofRequest = z.object({
  note: z.optional(z.nullable(/*#__PURE__*/ typedComment({ max: proofLimits.maxNoteLength }))),
  itemKind: z.optional(z.nullable(itemKind)),
  itemName: z.optional(z.nullable(/*#__PURE__*/ z.string().check(z.maxLength(itemLimits.maxNameLength)))),
  fileIds: /*#__PURE__*/ z.array(itemId).check(z.minLength(1), z.maxLength(proofLimits.maxFiles)),
});
export type AttachProofRequest = z.infer<typeof attachProofRequest>;

/** `POST /api/web/orders/{id}/proofs/{roundId}/answer` (the customer). */
export const proofAnswerRequest = z.object({
  answer: z.enum(proofAnswers),
  comment: z.optional(z.nullable(/*#__PURE__*/ typedComment({ max: proofLimits.maxCommentLength }))),
});
export type ProofAnswerRequest = z.infer<typeof proofAnswerRequest>;

export const proofFileParams = z.object({ id: orderId, fileId: queryInt });
export const proofRoundParams = z.object({ id: orderId, roundId: queryInt });
