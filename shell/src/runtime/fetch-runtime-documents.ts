/** The two documents a deployment serves beside the shell; their shapes are checked in bootstrap. */
export interface RuntimeDocuments {
  registry: unknown;
  config: unknown;
}

async function fetchJson(path: string): Promise<unknown> {
  // `no-cache`: a promote or rollback must reach the visitor on the next page load.
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

export async function fetchRuntimeDocuments(): Promise<RuntimeDocuments> {
  const [registry, config] = await Promise.all([
    fetchJson('/registry.json'),
    fetchJson('/config.json'),
  ]);
  return { registry, config };
}
