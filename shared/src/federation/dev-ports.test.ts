import { describe, expect, it } from 'vitest';
import { shell } from './contract';
import { devPortOf, devPorts, devPortVariable } from './dev-ports';
import { remoteDeclaration, remoteNames } from './remotes';

describe('dev ports', () => {
  it("are the contract's unless a variable named after the app's folder moves one", () => {
    const [remote] = remoteNames;
    const declared = remoteDeclaration(remote!);
    expect(devPortVariable(declared.folder)).toBe(`${declared.folder.replace(/-/g, '_').toUpperCase()}_PORT`);
    expect(devPortVariable('shell')).toBe('SHELL_PORT');
    expect(devPorts({})).toEqual([[shell.name, shell.devPort], ...remoteNames.map((name) => [name, remoteDeclaration(name).devPort])]);
    const moved = devPorts({ SHELL_PORT: '9080', [devPortVariable(declared.folder)]: '4001' });
    expect(moved[0]).toEqual([shell.name, 9080]);
    expect(moved[1]).toEqual([remote, 4001]);
    expect(moved.slice(2)).toEqual(devPorts({}).slice(2));
  });

  it('refuse a variable that is not a port, naming it', () => {
    for (const value of ['x', '0', '70000', '80.5']) {
      expect(() => devPortOf(shell, { SHELL_PORT: value })).toThrow(`SHELL_PORT must be a port number, not "${value}".`);
    }
    expect(devPortOf(shell, { SHELL_PORT: '' })).toBe(shell.devPort);
  });
});
