/*
 * Zod compiles fast object parsers with `new Function`, after probing whether eval is allowed.
 * Our CSP forbids it (no 'unsafe-eval'), so the probe only fails, and the browser reports that
 * failure as a CSP issue on every page (Lighthouse flags it). `jitless` skips the probe and the
 * compiled path; it must be set before any schema is built, hence first in main.tsx.
 *
 * Set on Zod's shared configuration object (the one `z.config()` writes, kept on globalThis so
 * every copy of Zod shares it) rather than through `z.config()`: importing Zod here would put
 * a part of it in the first download, which otherwise loads Zod only with the API schemas.
 * zod-jitless.test.ts proves Zod still reads it.
 */
const zodShared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodShared.__zod_globalConfig = { ...zodShared.__zod_globalConfig, jitless: true };
