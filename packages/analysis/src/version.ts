/**
 * The engine's version. Raise it whenever a change may alter a verdict or a reason (a rule, a
 * word list, the structure pass, the reading measure): the API compares it with the version the
 * stored colours were computed with, and `pnpm catalog:reanalyze` recomputes them.
 */
export const ENGINE_VERSION = '3.3.0';
