import semver from 'semver';
import { z } from 'zod';
import { remoteEntryFile } from '@storefront/shared/federation';
import { missingSharedExports, sharedImportsFile, type SharedExports, type SharedNames } from '@storefront/shared/shared-api';
import { sha256 } from '../build/build-files';
import { manifestNameProblems } from './manifest-names';

const assetsSchema = z.object({
  js: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }),
  css: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }),
});

/** The parts of mf-manifest.json the gate reads. */
export const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({
    remoteEntry: z.object({ name: z.string(), path: z.string() }),
    // Where browsers read the files from, and the server build's entry: checked, never followed.
    publicPath: z.string().optional(),
    getPublicPath: z.string().optional(),
    ssrRemoteEntry: z.object({ name: z.string(), path: z.string() }).optional(),
  }),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      singleton: z.boolean().optional(),
      // The shell requires none of the versions it provides: its build writes null.
      requiredVersion: z.string().nullish(),
      assets: assetsSchema,
    }),
  ),
  exposes: z.array(z.object({ name: z.string(), assets: assetsSchema })),
});
export type FederationManifest = z.infer<typeof manifestSchema>;

/** Reads a URL: its bytes, undefined when it is not there (404), or throws when unreachable. */
export type FetchFile = (url: string) => Promise<Buffer | undefined>;

export interface GateInput {
  /** The candidate's manifest, where browsers will read it. */
  manifestUrl: string;
  /** The container the federation contract expects, e.g. `<name>_mfe`. */
  container: string;
  fetchFile: FetchFile;
  /** Page modules the shell routes to (the federation contract). */
  requiredExposes: readonly string[];
  /** Shared package name → version, as the deployed shell provides them; unchecked when absent. */
  shellProvides?: Record<string, string>;
  /** Singletons the remote must share, whether or not it declared them (the federation contract). */
  requiredSingletons: readonly string[];
  /** Each file's SHA-256 as it was published (path → hex); what is served must still be that. */
  publishedDigests?: ReadonlyMap<string, string>;
  /** What the deployed shell's shared package exports; unchecked when absent. */
  shellSharedExports?: SharedExports;
}

const FETCHES_AT_ONCE = 8;

function assetFiles(assets: z.infer<typeof assetsSchema>): string[] {
  return [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async];
}

/** A file that is not what was published: changed or truncated in the store or on its way. */
function tampered(input: GateInput, file: string, bytes: Buffer): string | undefined {
  const expected = input.publishedDigests?.get(file);
  if (!expected || sha256(bytes) === expected) return undefined;
  return `${file} is not the file that was published (its SHA-256 differs): it was changed or truncated after publishing.`;
}

async function readManifest(input: GateInput): Promise<FederationManifest | string> {
  let raw: Buffer | undefined;
  try {
    raw = await input.fetchFile(input.manifestUrl);
  } catch (error) {
    return `Cannot fetch ${input.manifestUrl}: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!raw) return `mf-manifest.json is missing: ${input.manifestUrl} answers 404.`;
  const changed = tampered(input, 'mf-manifest.json', raw);
  if (changed) return changed;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(raw.toString('utf8')));
    if (!parsed.success) return `mf-manifest.json is not a federation manifest: ${parsed.error.issues[0]?.message}`;
    return parsed.data;
  } catch {
    return 'mf-manifest.json is not valid JSON.';
  }
}

/**
 * A file of the version, by its path inside it: only below the manifest's own folder, whatever
 * the path says (manifest-names.ts refuses the paths that would leave it before any is read).
 */
function fetchInVersion(input: GateInput, file: string): Promise<Buffer | undefined> {
  const folder = new URL('./', input.manifestUrl).href;
  const url = new URL(file, folder).href;
  if (!url.startsWith(folder)) return Promise.reject(new Error(`${file} is not inside the version`));
  return input.fetchFile(url);
}

/** What is wrong with the files the manifest lists, as browsers would fetch them. */
async function fileProblems(input: GateInput, files: string[]): Promise<string[]> {
  const queue = [...files].sort();
  const problems = new Map<string, string>();
  await Promise.all(
    Array.from({ length: Math.min(FETCHES_AT_ONCE, queue.length) }, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const found = await fetchInVersion(input, file).catch(() => undefined);
        const problem = found ? tampered(input, file, found) : `File listed in mf-manifest.json is missing from the release: ${file}`;
        if (problem) problems.set(file, problem);
      }
    }),
  );
  return [...problems.keys()].sort().map((file) => problems.get(file)!);
}

/**
 * The checks a release passes before it may go live, on its files as browsers will fetch them.
 * Returns the problems found, each naming what is wrong; an empty list means it is safe to serve.
 */
export async function verifyRelease(input: GateInput): Promise<string[]> {
  const manifest = await readManifest(input);
  if (typeof manifest === 'string') return [manifest];
  // Nothing a manifest names elsewhere is fetched: such a manifest is refused as it is.
  const unsafeNames = manifestNameProblems(manifest);
  if (unsafeNames.length > 0) return unsafeNames;

  const problems: string[] = [];
  if (manifest.name !== input.container) problems.push(`Is the build of ${manifest.name}, not of ${input.container}.`);
  const entry = manifest.metaData.remoteEntry;
  const entryFile = `${entry.path ? `${entry.path}/` : ''}${entry.name}`;
  // Browsers take the entry's integrity from the registry, which knows it by this name.
  if (entryFile !== remoteEntryFile) problems.push(`Its entry is ${entryFile}; the federation contract requires ${remoteEntryFile} beside mf-manifest.json.`);
  const listed = new Set([
    entryFile,
    ...manifest.shared.flatMap((shared) => assetFiles(shared.assets)),
    ...manifest.exposes.flatMap((exposed) => assetFiles(exposed.assets)),
  ]);
  problems.push(...(await fileProblems(input, [...listed])));

  const exposed = new Set(manifest.exposes.map((exposedModule) => exposedModule.name));
  for (const page of input.requiredExposes) {
    if (!exposed.has(page)) problems.push(`Does not expose ${page}, which the shell routes to.`);
  }

  for (const name of input.requiredSingletons) {
    if (!manifest.shared.some((shared) => shared.name === name && shared.singleton)) {
      problems.push(`Bundles its own ${name} instead of sharing it: the federation contract requires every remote to share ${name} as a singleton.`);
    }
  }

  problems.push(...(await sharedImportProblems(input)));

  for (const shared of manifest.shared) {
    if (!input.shellProvides || !shared.singleton || !shared.requiredVersion) continue;
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

const sharedNamesSchema = z.record(z.string(), z.array(z.string()));

/** The shared package's exports the remote imports and the deployed shell lacks, by name. */
async function sharedImportProblems(input: GateInput): Promise<string[]> {
  const bytes = await fetchInVersion(input, sharedImportsFile).catch(() => undefined);
  if (!bytes) return [`${sharedImportsFile} is missing: the build did not record what it imports from the shared package.`];
  const changed = tampered(input, sharedImportsFile, bytes);
  if (changed) return [changed];
  let imports: SharedNames;
  try {
    imports = sharedNamesSchema.parse(JSON.parse(bytes.toString('utf8')));
  } catch {
    return [`${sharedImportsFile} is not a record of the shared package's imports.`];
  }
  const provided = input.shellSharedExports;
  if (!provided) return [];
  return Object.entries(missingSharedExports(imports, provided)).map(
    ([module, names]) =>
      `Imports ${names.join(', ')} from ${module}, which the deployed shell's shared package (${provided.version}) does not export.`,
  );
}

/** What the deployed shell provides, read from its own mf-manifest.json. */
export function shellProvidesFrom(manifestText: string): Record<string, string> {
  const parsed = manifestSchema.pick({ shared: true }).parse(JSON.parse(manifestText));
  return Object.fromEntries(parsed.shared.map((shared) => [shared.name, shared.version]));
}

const sharedExportsSchema = z.object({ version: z.string(), exports: sharedNamesSchema });

/** What the deployed shell's shared package exports, from the record its build wrote. */
export function shellSharedExportsFrom(text: string): SharedExports {
  return sharedExportsSchema.parse(JSON.parse(text));
}
