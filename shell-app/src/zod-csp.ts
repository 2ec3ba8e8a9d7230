// Zod compiles object parsers with `new Function` unless told not to, and even its probe for that is
// blocked and reported by the page's Content-Security-Policy (no 'unsafe-eval', docs/api.md). Parsing
// without the JIT is the same result, a little slower, on the small bodies a browser parses. Zod keeps
// its config on globalThis, so every remote's own copy of zod reads this too. bootstrap.tsx imports
// this first, before any module builds a schema; remotes load after the shell has started.
import { config } from 'zod';

config({ jitless: true });
