/**
 * Fixed by default so CI runs are reproducible; `FUZZ_SEED` explores other inputs and
 * `FUZZ_RUNS` (runs per operation and role) makes a longer local session.
 */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 622_026);

const defaultRuns = { guest: 10, customer: 14, admin: 6 } as const;

export function fuzzRuns(role: keyof typeof defaultRuns): number {
  const override = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(override) && override > 0 ? override : defaultRuns[role];
}

/** Runs a property check; a failure names the seed that reproduces it. */
export async function withSeedOnFailure(label: string, seed: number, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${label} failed with seed ${seed} (reproduce: FUZZ_SEED=${fuzzSeed} npx vitest run --project server src/robustness)\n${message}`,
      { cause: error },
    );
  }
}
