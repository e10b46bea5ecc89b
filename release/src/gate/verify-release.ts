import semver from 'semver';
import { z } from 'zod';
import type { ReleaseStorage } from '../store/release-storage';

const assetsSchema = z.object({
  js: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }),
  css: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }),
});

/** The parts of mf-manifest.json the gate reads. */
export const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      singleton: z.boolean().optional(),
      requiredVersion: z.string().optional(),
      assets: assetsSchema,
    }),
  ),
  exposes: z.array(z.object({ name: z.string(), assets: assetsSchema })),
});
export type FederationManifest = z.infer<typeof manifestSchema>;

export interface GateInput {
  storage: ReleaseStorage;
  /** Release-store folder of the remote, e.g. `<name>-mfe`. */
  remote: string;
  version: string;
  /** Page modules the shell routes to (the federation contract). */
  requiredExposes: readonly string[];
  /** Shared package name → version, as the deployed shell provides them. */
  shellProvides: Record<string, string>;
}

function assetFiles(assets: z.infer<typeof assetsSchema>): string[] {
  return [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async];
}

/**
 * The checks a release passes before it may go live. Returns the problems found, each naming
 * what is wrong; an empty list means the release is safe to serve.
 */
export async function verifyRelease(input: GateInput): Promise<string[]> {
  const { storage, remote, version } = input;
  if (!(await storage.hasRelease(remote, version))) {
    return [`${remote} ${version} is not published (see: pnpm release status).`];
  }
  const raw = await storage.readFile(remote, version, 'mf-manifest.json');
  if (!raw) return ['mf-manifest.json is missing from the release.'];
  let manifest: FederationManifest;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(raw.toString('utf8')));
    if (!parsed.success) return [`mf-manifest.json is not a federation manifest: ${parsed.error.issues[0]?.message}`];
    manifest = parsed.data;
  } catch {
    return ['mf-manifest.json is not valid JSON.'];
  }

  const problems: string[] = [];
  const entry = manifest.metaData.remoteEntry;
  const listed = new Set([
    `${entry.path ? `${entry.path}/` : ''}${entry.name}`,
    ...manifest.shared.flatMap((shared) => assetFiles(shared.assets)),
    ...manifest.exposes.flatMap((exposed) => assetFiles(exposed.assets)),
  ]);
  for (const file of [...listed].sort()) {
    if (!(await storage.hasFile(remote, version, file))) {
      problems.push(`File listed in mf-manifest.json is missing from the release: ${file}`);
    }
  }

  const exposed = new Set(manifest.exposes.map((exposedModule) => exposedModule.name));
  for (const page of input.requiredExposes) {
    if (!exposed.has(page)) problems.push(`Does not expose ${page}, which the shell routes to.`);
  }

  for (const shared of manifest.shared) {
    if (!shared.singleton || !shared.requiredVersion) continue;
    const provided = input.shellProvides[shared.name];
    if (!provided) {
      problems.push(`Requires shared singleton ${shared.name} ${shared.requiredVersion}, which the shell does not provide.`);
    } else if (!semver.satisfies(provided, shared.requiredVersion)) {
      problems.push(
        `Requires shared singleton ${shared.name} ${shared.requiredVersion}, but the shell provides ${provided}.`,
      );
    }
  }
  return problems;
}

/** What the deployed shell provides, read from its own mf-manifest.json. */
export function shellProvidesFrom(manifestText: string): Record<string, string> {
  const parsed = manifestSchema.pick({ shared: true }).parse(JSON.parse(manifestText));
  return Object.fromEntries(parsed.shared.map((shared) => [shared.name, shared.version]));
}
