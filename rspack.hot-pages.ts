import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A page module that swaps its implementation in place when its file (or anything it imports)
 * changes: the shell keeps the component it was given, which renders the latest one. The site's
 * production React has no Fast Refresh, so the page's own component state starts afresh, while
 * the page stays: the shell, the cart and every store, the scroll, the open socket.
 */
function hotPageSource(original: string): string {
  const from = JSON.stringify(original);
  return `import { createElement, useEffect, useState } from 'react';
import Page from ${from};
export * from ${from};

let current = Page;
const listeners = new Set();

export default function HotPage(props) {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const listener = () => setVersion((version) => version + 1);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  return createElement(current, props);
}

if (import.meta.webpackHot) {
  import.meta.webpackHot.accept(${from}, () => {
    current = Page;
    for (const listener of listeners) listener();
  });
}
`;
}

/**
 * The exposes of a remote developed against a real site: each page behind its hot wrapper,
 * written under the remote's node_modules/.cache (plain JavaScript: no transform needed).
 */
export function hotPageExposes(dir: string, exposes: Record<string, string>): Record<string, string> {
  const folder = path.join(dir, 'node_modules', '.cache', 'hot-pages');
  mkdirSync(folder, { recursive: true });
  return Object.fromEntries(
    Object.entries(exposes).map(([name, file]) => {
      const wrapper = path.join(folder, `${path.basename(file, path.extname(file))}.js`);
      writeFileSync(wrapper, hotPageSource(path.resolve(dir, file)));
      return [name, wrapper];
    }),
  );
}
