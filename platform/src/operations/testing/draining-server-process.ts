import { createServer } from '../../create-server';
import { closeOnExitSignals } from '../../process-lifecycle';
import { operationsFromEnv } from '../operations-from-env';

// A server process as the site's are made, for the drain tests: /work?ms= answers after that
// long; its port is the first line it prints.
const operations = operationsFromEnv(process.env);
const app = createServer({ operations });
app.get('/work', async (request) => {
  const ms = Number((request.query as { ms?: string }).ms ?? 0);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return { done: ms };
});
closeOnExitSignals(() => app.close(), console.error, operations);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
