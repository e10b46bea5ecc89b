import type { BuildFile } from '../build/build-files';
import type { HistoryEntry } from '../registry/registry-document';
import type { ReleaseContext, RemoteInfo } from '../release-context';
import { completeCanary, startCanary, type CanaryOptions, type CanaryResult } from './canary';
import type { GoLiveOptions, GoLiveResult } from './go-live';
import { history } from './history';
import { createPreview, listPreviews, revokePreview, type PreviewListing, type PreviewOptions, type PreviewResult } from './preview';
import { promote, type PromoteOptions } from './promote';
import { publishBuild, type PublishOptions, type PublishResult } from './publish';
import { rollback } from './rollback';
import { startRollingRelease, type RollingOptions } from './rolling-release';
import { status, type RemoteStatus } from './status';
import { resetFigures, type ResetFiguresResult } from './reset-figures';
import { verify, type VerifyResult } from './verify';
import { withdraw, type WithdrawResult } from './withdraw';

/**
 * The release operations, whoever carries them out: this machine on its own registry and store,
 * or the release service over HTTP (RELEASE_SERVICE_URL) for a team without database access.
 */
export interface ReleaseOperations {
  publish(remote: RemoteInfo, files: readonly BuildFile[], options: PublishOptions): Promise<PublishResult>;
  /** Resolves when the version passes the gate; throws a ReleaseError naming the problems otherwise. Recorded either way. */
  verify(remote: RemoteInfo, version: string, options: { by: string; reason?: string; skipSmoke?: boolean }): Promise<VerifyResult>;
  promote(remote: RemoteInfo, version: string, options: PromoteOptions): Promise<GoLiveResult>;
  /** A share of visitors runs the version; the rest stay on the live one. */
  canary(remote: RemoteInfo, version: string, options: CanaryOptions): Promise<CanaryResult>;
  /** A canary that moves through stages by itself while healthy, live for all at 100. */
  rolling(remote: RemoteInfo, version: string, options: RollingOptions): Promise<CanaryResult>;
  /** The canary's version goes live for every visitor; `version`, when given, must be the canary's. */
  complete(remote: RemoteInfo, options: GoLiveOptions & { version?: string }): Promise<CanaryResult>;
  /** Returns to an earlier live version, or ends the canary while one runs. */
  rollback(remote: RemoteInfo, options: GoLiveOptions & { to?: string }): Promise<GoLiveResult | CanaryResult>;
  withdraw(remote: RemoteInfo, version: string, options: { by: string; reason?: string }): Promise<WithdrawResult>;
  /** Starts a version's reported figures afresh, with the reason in history. */
  resetFigures(remote: RemoteInfo, version: string, options: { by: string; reason?: string }): Promise<ResetFiguresResult>;
  status(): Promise<RemoteStatus[]>;
  history(remote: RemoteInfo): Promise<HistoryEntry[]>;
  /** A link that opens the whole site with this version of the remote, for whoever follows it. */
  preview(remote: RemoteInfo, version: string, options: PreviewOptions): Promise<PreviewResult>;
  previews(): Promise<PreviewListing[]>;
  revokePreview(id: string, options: { by: string; reason?: string }): Promise<PreviewListing>;
}

/** The operations on this machine's registry and store. */
export function localOperations(context: ReleaseContext): ReleaseOperations {
  return {
    publish: (remote, files, options) => publishBuild(context, remote, files, options),
    verify: (remote, version, options) => verify(context, remote, version, options),
    promote: (remote, version, options) => promote(context, remote, version, options),
    canary: (remote, version, options) => startCanary(context, remote, version, options),
    rolling: (remote, version, options) => startRollingRelease(context, remote, version, options),
    complete: (remote, options) => completeCanary(context, remote, options),
    rollback: (remote, options) => rollback(context, remote, options),
    withdraw: (remote, version, options) => withdraw(context, remote, version, options),
    resetFigures: (remote, version, options) => resetFigures(context, remote, version, options),
    status: () => status(context),
    history: (remote) => history(context, remote),
    preview: (remote, version, options) => createPreview(context, remote, version, options),
    previews: () => listPreviews(context),
    revokePreview: (id, options) => revokePreview(context, id, options),
  };
}
