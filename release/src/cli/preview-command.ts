import { formatPreviews, isPreviewExpiry } from '../commands/preview';
import type { ReleaseOperations } from '../commands/release-operations';
import type { RemoteInfo } from '../release-context';
import { EXIT, ReleaseError } from '../release-error';
import { USAGE } from './usage';

export interface PreviewArgs {
  /** The remote and version to make a link to, unless listing or revoking. */
  target: () => { remote: RemoteInfo; version: string };
  expires?: string;
  revoke?: string;
  list: boolean;
  by: string;
  reason?: string;
}

const UNIT_S: Record<string, number> = { s: 1, m: 60, h: 60 * 60, d: 24 * 60 * 60 };

/** `--expires 3d`: a whole number of seconds, minutes, hours or days, up to 30 days. */
export function expiryArg(value: string): number {
  const match = /^(\d{1,7})([smhd])$/.exec(value.trim());
  const seconds = match ? Number(match[1]) * UNIT_S[match[2]!]! : Number.NaN;
  if (!isPreviewExpiry(seconds)) throw new ReleaseError(`--expires takes a duration such as 45m, 12h or 3d, up to 30d, not "${value}".\n\n${USAGE}`, EXIT.usage);
  return seconds;
}

/** `preview <remote> <version>`, `preview --list` and `preview --revoke <id>`. */
export async function previewCommand(release: ReleaseOperations, options: PreviewArgs): Promise<{ result: unknown; text: string }> {
  if ([options.list, options.revoke !== undefined].filter(Boolean).length > 1) throw new ReleaseError(`--list and --revoke do not go together.\n\n${USAGE}`, EXIT.usage);
  if ((options.list || options.revoke !== undefined) && options.expires !== undefined) throw new ReleaseError(`--expires goes with a new link only.\n\n${USAGE}`, EXIT.usage);
  if (options.list) {
    const result = await release.previews();
    return { result, text: formatPreviews(result) };
  }
  if (options.revoke !== undefined) {
    const result = await release.revokePreview(options.revoke, { by: options.by, reason: options.reason });
    return { result, text: `Preview link ${result.id} (${result.remote} ${result.version}) is revoked: it opens the live site from now on.` };
  }
  const { remote, version } = options.target();
  const expiresInS = options.expires === undefined ? undefined : expiryArg(options.expires);
  const result = await release.preview(remote, version, { by: options.by, reason: options.reason, expiresInS });
  return {
    result,
    text: `Preview link ${result.id}: ${result.remote} ${result.version} for whoever opens it, until ${result.expiresAt}\n\n${result.url}\n\nThis is the only time the link is shown; pnpm release preview --revoke ${result.id} ends it.`,
  };
}
