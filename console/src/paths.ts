// Every address of the console in one place: the pages the app routes to and the API its server
// answers. The server registers each with its parameters as route patterns (`remote(':remote')`);
// remote folders and operations are kebab-case names, safe in a path as they are.

export const CONSOLE_API = '/console-api';

/** Written by the app's build beside its scripts: those its page starts, in order. */
export const ENTRY_SCRIPTS_FILE = 'entry-scripts.json';

export const pagePaths = {
  overview: () => '/',
  remote: (folder: string) => `/remotes/${folder}`,
};

export const apiPaths = {
  session: () => `${CONSOLE_API}/session`,
  status: () => `${CONSOLE_API}/status`,
  history: (folder: string) => `${CONSOLE_API}/remotes/${folder}/history`,
  hourlyFigures: (folder: string) => `${CONSOLE_API}/remotes/${folder}/hourly-figures`,
  hourlyVitals: (folder: string) => `${CONSOLE_API}/remotes/${folder}/hourly-vitals`,
  action: (folder: string, operation: string) => `${CONSOLE_API}/remotes/${folder}/actions/${operation}`,
};
