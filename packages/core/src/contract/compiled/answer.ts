import type { z } from 'zod/mini';

/** What checks an answer: a zod schema has this shape, and so does every compiled validator. */
export interface AnswerValidator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** A function Ajv generated: true when the value is valid; `errors` says why not. */
type CompiledFunction = ((value: unknown) => boolean) & { errors?: unknown };

/** The validator of what `schema` (a zod schema, only its type) accepts. */
export function compiled<Schema extends z.core.$ZodType>(
  validate: CompiledFunction,
): AnswerValidator<z.output<Schema>> {
  return {
    safeParse: (value) =>
      validate(value) ? { success: true, data: value as z.output<Schema> } : { success: false, error: validate.errors },
  };
}
