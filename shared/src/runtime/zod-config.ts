import { z } from 'zod/mini';

// Zod compiles fast parsers with `new Function` and probes for it first; the site's
// Content-Security-Policy forbids eval, so parse without it (and without a violation report).
z.config({ jitless: true });
