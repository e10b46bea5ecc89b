import type { FastifyInstance } from 'fastify';
import { REVALIDATE, type SiteRelease } from '@storefront/release';
import { findRemote } from '@storefront/shared/federation';

/**
 * Where a browser asks for the manifest of a version it was told to override a remote with
 * (`?mf-override=<remote>@<version>`): only a published version that is not withdrawn, and only
 * on a site that allows overrides at all.
 */
export function registerOverrideVersions(app: FastifyInstance, release: Pick<SiteRelease, 'previewableVersion'>, enabled: boolean): void {
  app.get('/release-versions/:remote/:version', async (request, reply) => {
    const { remote: name, version } = request.params as { remote: string; version: string };
    const remote = enabled ? findRemote(name) : undefined;
    const previewable = remote && (await release.previewableVersion(remote, version));
    void reply.header('Cache-Control', REVALIDATE);
    if (!previewable) return reply.code(404).send({ message: 'No such version to override with.' });
    return previewable;
  });
}
