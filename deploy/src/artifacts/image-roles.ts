import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageDir, repositoryRoot } from './deploy-paths';

/** A role of the image: the process `storefront <role>` runs. */
export interface ImageRole {
  name: string;
  /** The entry's path from the repository root, e.g. `api/src/main.ts`. */
  entry: string;
}

export const storefrontCommand = path.join(imageDir, 'storefront');

// `  api) cd "$app/api" && exec node --import tsx $tracing src/main.ts ;;`
const ROLE_LINE = /^\s*([a-z-]+)\)\s*cd "\$app\/([\w-]+)" && exec node --import tsx (?:\$tracing )?(\S+)/;

/** The roles the image's command knows, read from the command itself. */
export function imageRoles(): ImageRole[] {
  return readFileSync(storefrontCommand, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = ROLE_LINE.exec(line);
      return match ? [{ name: match[1]!, entry: path.posix.join(match[2]!, match[3]!) }] : [];
    });
}

export const entryPath = (role: ImageRole) => path.join(repositoryRoot, role.entry);

/**
 * Whether a role's entry is in the repository. The release worker's comes with its folder
 * (release/src/worker/): while that folder is not there the role waits for it; once it is, the
 * entry named in the image's command must be in it.
 */
export function entryIsThere(role: ImageRole): boolean {
  const waiting = role.name === 'release-worker' && !existsSync(path.dirname(entryPath(role)));
  return waiting || existsSync(entryPath(role));
}
