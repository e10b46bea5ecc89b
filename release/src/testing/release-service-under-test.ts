import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { ReleaseContext } from '../release-context';
import { registerReleaseService } from '../service/release-routes';

/** The release service on a loopback port of its own, as a pipeline on another machine reaches it. */
export async function serveReleaseService(context: ReleaseContext): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  await registerReleaseService(app, context);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}
