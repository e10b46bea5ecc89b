import type { FastifyInstance, FastifyRequest } from 'fastify';

// Fastify answers a known path asked with another method as "not found"; this remembers each
// route's path pattern so that answer can be 405 with the methods the path does take.

/** Methods every path answers one way or another (CORS preflight, GET's implicit HEAD). */
const ALWAYS = new Set(['OPTIONS', 'HEAD']);

/** `/products/:id` → /^\/products\/[^/]+$/; `*` matches the rest of the path. */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** Starts recording routes; call before any route is added. */
export function recordRoutes(app: FastifyInstance): (request: FastifyRequest) => string[] {
  const routes: Array<{ methods: string[]; pattern: RegExp }> = [];
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => !ALWAYS.has(method));
    if (methods.length > 0) routes.push({ methods, pattern: patternOf(route.url) });
  });
  return (request) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods));
    // A path that takes GET takes HEAD: the same answer (a 404 included) without its body.
    const asked = request.method === 'HEAD' ? 'GET' : request.method;
    return allowed.has(asked) ? [] : [...allowed];
  };
}
