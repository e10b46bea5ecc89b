import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { composeDir } from './deploy-paths';

/** A service of the compose file, as far as the checks read it. */
export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string };
  command?: string[];
  env_file?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  stop_grace_period?: string;
  ports?: string[];
  volumes?: string[];
  networks?: { default?: { aliases?: string[] } };
}

export const composeFile = path.join(composeDir, 'compose.yaml');

/** The compose file's services, its anchors and merge keys resolved as Compose resolves them. */
export const composeServices = (): Record<string, ComposeService> =>
  (parse(readFileSync(composeFile, 'utf8'), { merge: true }) as { services: Record<string, ComposeService> }).services;

/** The variables of an env file Compose reads: `NAME=value` lines, comments and blanks skipped. */
export function readEnvFile(file: string): Record<string, string> {
  const lines = readFileSync(path.join(composeDir, file), 'utf8').split('\n');
  return Object.fromEntries(
    lines.filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}
