/**
 * fast-check's runs per property. The unit project searches for a counterexample with 10 000 runs; the same
 * properties again at the awkward instants (vite.config.ts) check that they hold on another day, not search
 * anew, so those projects ask for a tenth through BILLETERA_PROPERTY_RUNS: the domain's properties were 238 of
 * vitest's 611 s in a fresh-clone run, three quarters of it the same search repeated at each instant.
 */
export const runs = { numRuns: Number(process.env.BILLETERA_PROPERTY_RUNS ?? 10_000) }
