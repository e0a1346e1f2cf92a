/**
 * zod compiles its object parsers with `new Function` when the page allows it. The Content Security
 * Policy (`securityHeaders` of @diet/domain: no 'unsafe-eval') refuses that, which zod survives, but
 * every refusal is reported as a violation. So the app's schemas run interpreted: this sets zod's
 * shared configuration (the object zod itself keeps on `globalThis`, so that every copy of it
 * agrees) before any schema is built — the first import of `main.tsx`, with no zod code in the
 * entry (public pages load zod only when they parse something).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
