import { readFileSync } from 'node:fs';
import path from 'node:path';
import { composeDir } from './deploy-paths';

/** One section of an HAProxy configuration (`frontend site`, `backend api`) and its lines. */
export interface HaproxySection {
  kind: string;
  name: string;
  lines: string[];
}

export const haproxyFile = path.join(composeDir, 'haproxy.cfg');

export function haproxySections(): HaproxySection[] {
  const sections: HaproxySection[] = [];
  for (const raw of readFileSync(haproxyFile, 'utf8').split('\n')) {
    const line = raw.replace(/#.*/, '').trimEnd();
    if (!line.trim()) continue;
    if (/^\S/.test(line)) {
      const [kind = '', name = ''] = line.split(/\s+/);
      sections.push({ kind, name, lines: [] });
    } else sections.at(-1)?.lines.push(line.trim());
  }
  return sections;
}

/** A backend's servers: `server site-1 site-1:8080` → { host: 'site-1', port: 8080 }. */
export const serversOf = (section: HaproxySection) =>
  section.lines.flatMap((line) => {
    const match = /^server \S+ ([\w.-]+):(\d+)/.exec(line);
    return match ? [{ host: match[1]!, port: Number(match[2]) }] : [];
  });

/** The port a frontend binds: `bind :8080` → 8080. */
export const bindPortOf = (section: HaproxySection) => Number(/^bind \S*:(\d+)/.exec(section.lines.find((line) => line.startsWith('bind')) ?? '')?.[1]);
