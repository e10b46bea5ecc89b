import type { BuildFile } from '../build/build-files';
import type { CanaryResult } from '../commands/canary';
import type { GoLiveResult } from '../commands/go-live';
import { EXIT, ReleaseError } from '../release-error';
import type { PreviewListing, PreviewResult } from '../commands/preview';
import type { ReleaseOperations } from '../commands/release-operations';
import type { VerifyResult } from '../commands/verify';
import type { PublishResult } from '../commands/publish';
import type { RemoteStatus } from '../commands/status';
import type { ResetFiguresResult } from '../commands/reset-figures';
import type { WithdrawResult } from '../commands/withdraw';
import type { HistoryEntry } from '../registry/registry-document';
import { remotes } from '../release-context';
import { RELEASE_API_PREFIX } from './release-routes';

const EXIT_OF_STATUS: Record<number, number> = { 400: EXIT.usage, 404: EXIT.notFound, 429: EXIT.busy, 503: EXIT.busy };
// Publishing uploads a whole build; the gate may fetch every file of one.
const TIMEOUT_MS = 120_000;

/**
 * The release operations through the release service (RELEASE_SERVICE_URL with RELEASE_TOKEN):
 * what a team's pipeline uses, with no database or store credentials of its own.
 */
export function serviceOperations(serviceUrl: string, token: string, by: string): ReleaseOperations {
  const base = `${serviceUrl.replace(/\/+$/, '')}${RELEASE_API_PREFIX}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: FormData | object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-release-by': by,
          ...(body && !(body instanceof FormData) && { 'content-type': 'application/json' }),
        },
        body: body instanceof FormData ? body : body && JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ReleaseError(`Cannot reach the release service at ${serviceUrl}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer = (await response.json().catch(() => undefined)) as { message?: string; problems?: string[] } | undefined;
    if (!response.ok) {
      throw new ReleaseError(answer?.message ?? `The release service answered ${response.status}.`, EXIT_OF_STATUS[response.status] ?? EXIT.refused, answer?.problems ?? []);
    }
    return answer as T;
  }

  const remotePath = (folder: string) => `/remotes/${encodeURIComponent(folder)}`;
  const previews = async () =>
    (await Promise.all(remotes.map((remote) => call<PreviewListing[]>('GET', `${remotePath(remote.folder)}/previews`))))
      .flat()
      .sort((a, b) => Number(b.id) - Number(a.id));
  return {
    publish: (remote, files: readonly BuildFile[], options) => {
      const form = new FormData();
      form.append('by', options.by);
      if (options.reason) form.append('reason', options.reason);
      if (options.force) form.append('force', 'true');
      for (const [field, value] of Object.entries(options.source ?? {})) form.append(field, value);
      for (const file of files) form.append(file.path, new Blob([file.bytes]), file.path.split('/').at(-1));
      return call<PublishResult>('POST', `${remotePath(remote.folder)}/versions`, form);
    },
    verify: (remote, version, options) =>
      call<VerifyResult>('POST', `${remotePath(remote.folder)}/versions/${encodeURIComponent(version)}/verify`, options),
    promote: (remote, version, options) => call<GoLiveResult>('POST', `${remotePath(remote.folder)}/promote`, { ...options, version }),
    canary: (remote, version, options) => call<CanaryResult>('POST', `${remotePath(remote.folder)}/canary`, { ...options, version }),
    // A rolling release is a canary with stages: the same route, the same rights.
    rolling: (remote, version, options) => call<CanaryResult>('POST', `${remotePath(remote.folder)}/canary`, { ...options, version }),
    complete: (remote, options) => call<CanaryResult>('POST', `${remotePath(remote.folder)}/complete`, options),
    rollback: (remote, options) => call<GoLiveResult | CanaryResult>('POST', `${remotePath(remote.folder)}/rollback`, options),
    withdraw: (remote, version, options) =>
      call<WithdrawResult>('POST', `${remotePath(remote.folder)}/versions/${encodeURIComponent(version)}/withdraw`, options),
    resetFigures: (remote, version, options) =>
      call<ResetFiguresResult>('POST', `${remotePath(remote.folder)}/versions/${encodeURIComponent(version)}/reset-figures`, options),
    status: () => call<RemoteStatus[]>('GET', '/status'),
    history: (remote) => call<HistoryEntry[]>('GET', `${remotePath(remote.folder)}/history`),
    preview: (remote, version, options) =>
      call<PreviewResult>('POST', `${remotePath(remote.folder)}/versions/${encodeURIComponent(version)}/previews`, options),
    previews,
    // Revoked on its remote's path, where the token's rights on that remote decide.
    revokePreview: async (id, options) => {
      const link = (await previews()).find((listed) => listed.id === id);
      if (!link) throw new ReleaseError(`There is no preview link ${id}.`, EXIT.notFound);
      return call<PreviewListing>('POST', `${remotePath(link.remote)}/previews/${encodeURIComponent(id)}/revoke`, options);
    },
  };
}
