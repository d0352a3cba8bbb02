/**
 * The Content-Security-Policy forbids eval (docs/security.md#content-security-policy). Zod would probe for it when it
 * builds its first object schema, and the browser reports even a caught attempt as a violation: zod is told not to,
 * through the global configuration it reads when it loads. This module therefore imports nothing and is imported
 * before zod (by src/config/env.ts, the first module to build a schema).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
