import { shell } from './contract';
import { remoteDeclaration, remoteNames } from './remotes';

// The development servers' ports: the contract's, each movable with a variable of its own, so two
// checkouts (or another program on 3001) can run side by side. The shell's dev registry, each
// remote's dev server and the API's allowed origins all read them from here.

type Environment = Readonly<Record<string, string | undefined>>;

/** `reviews-mfe` → `REVIEWS_MFE_PORT`, `shell` → `SHELL_PORT`. */
export function devPortVariable(folder: string): string {
  return `${folder.replace(/-/g, '_').toUpperCase()}_PORT`;
}

/** An app's dev port: its variable when set, else the contract's; a variable that is not a port throws. */
export function devPortOf(app: { folder: string; devPort: number }, environment: Environment): number {
  const variable = devPortVariable(app.folder);
  const value = environment[variable];
  if (value === undefined || value === '') return app.devPort;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${variable} must be a port number, not "${value}".`);
  return port;
}

/** Every dev server by name, the shell first: name → port. */
export function devPorts(environment: Environment): Array<[name: string, port: number]> {
  return [
    [shell.name, devPortOf(shell, environment)],
    ...remoteNames.map((name): [string, number] => [name, devPortOf(remoteDeclaration(name), environment)]),
  ];
}
