import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { consolePageHeaders, escapeAttribute, sendError } from '@storefront/platform';
import { IMMUTABLE } from '@storefront/release';
import type { FastifyInstance } from 'fastify';
import { ENTRY_SCRIPTS_FILE, pagePaths } from '../../paths';


async function entryScripts(distDir: string): Promise<string[] | undefined> {
  try {
    return JSON.parse(await readFile(path.join(distDir, ENTRY_SCRIPTS_FILE), 'utf8')) as string[];
  } catch {
    return undefined;
  }
}

/**
 * The page every console address answers with. The nonce is new for every answer and only
 * Emotion's <style> tags carry it: the app reads it from the meta tag's `nonce` property, which
 * browsers hide from CSS selectors and from the attribute itself once parsed.
 */
export function consolePageHtml(scripts: readonly string[], nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="style-nonce" nonce="${nonce}">
<title>Release console</title>
<link rel="icon" href="data:,">
${scripts.map((script) => `<script defer src="${escapeAttribute(script)}"></script>`).join('\n')}
</head>
<body>
<div id="root"></div>
<noscript>The release console needs JavaScript.</noscript>
</body>
</html>
`;
}

const NOT_BUILT = 'The release console is not built: run pnpm build, then start the site again.';

/**
 * The app's pages and files from its build. A console started without a build still answers its
 * API; its pages say how to build it (503), rather than the process failing and restarting.
 */
export async function registerConsolePage(app: FastifyInstance, distDir: string): Promise<void> {
  const scripts = await entryScripts(distDir);
  for (const pattern of [pagePaths.overview(), pagePaths.remote(':remote')]) {
    app.get(pattern, async (_request, reply) => {
      if (!scripts) return sendError(reply, 503, NOT_BUILT);
      const nonce = randomBytes(16).toString('base64url');
      return reply.headers(consolePageHeaders(nonce)).type('text/html; charset=utf-8').send(consolePageHtml(scripts, nonce));
    });
  }
  if (!scripts) return;
  // Content-hashed files, never source maps (they stay in the build for debugging).
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/assets/',
    index: false,
    allowedPath: (pathName) => pathName.endsWith('.js'),
    cacheControl: false,
    setHeaders: (response) => response.header('Cache-Control', IMMUTABLE),
  });
}
