/** Starts processes with `options` in their NODE_OPTIONS, and no others. */
export async function withNodeOptions<T>(options: string, start: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_OPTIONS;
  process.env.NODE_OPTIONS = [before, options].filter(Boolean).join(' ');
  try {
    return await start();
  } finally {
    if (before === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = before;
  }
}
