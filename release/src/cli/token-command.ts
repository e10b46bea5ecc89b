import { EXIT, ReleaseError } from '../release-error';
import { findRemote, type ReleaseContext } from '../release-context';
import type { ReleaseToken } from '../service/token-store';
import { USAGE } from './usage';

export interface TokenArgs {
  args: string[];
  remote?: string;
  role?: string;
  label?: string;
  by: string;
}

const describe = (token: ReleaseToken) =>
  `${token.id.padStart(4)}  ${token.role === 'team' ? `team of ${token.remote}` : 'release manager'}  "${token.label}"  made by ${token.createdBy} ${token.createdAt}${token.revokedAt ? `  REVOKED ${token.revokedAt}` : ''}`;

/** `token create | list | revoke`: always on this machine's registry, never through the service. */
export async function tokenCommand(context: ReleaseContext, options: TokenArgs): Promise<{ result: unknown; text: string }> {
  const [action, id] = options.args;
  switch (action) {
    case 'create': {
      const role = options.role ?? 'team';
      if (role !== 'team' && role !== 'release-manager') throw new ReleaseError(`Unknown role "${role}": team or release-manager.`, EXIT.usage);
      const remote = options.remote === undefined ? undefined : findRemote(options.remote);
      if (options.remote !== undefined && !remote) throw new ReleaseError(`Unknown remote "${options.remote}".`, EXIT.notFound);
      if (role === 'team' && !remote) throw new ReleaseError(`A team token needs --remote.\n\n${USAGE}`, EXIT.usage);
      const label = options.label ?? (remote ? `${remote.folder} team` : 'release managers');
      const { token, record } = await context.tokens.create({ label, role, remote: role === 'team' ? remote!.name : null, createdBy: options.by });
      return {
        result: { token, ...record },
        text: `${describe(record)}\n\nRELEASE_TOKEN=${token}\n\nThis is the only time the token is shown; it is stored hashed.`,
      };
    }
    case 'list': {
      const tokens = await context.tokens.list();
      return { result: tokens, text: tokens.length > 0 ? tokens.map(describe).join('\n') : '(no tokens)' };
    }
    case 'revoke': {
      if (!id) throw new ReleaseError(`Name the token's id (pnpm release token list).`, EXIT.usage);
      if (!(await context.tokens.revoke(id))) throw new ReleaseError(`No token ${id} that is not revoked already.`, EXIT.notFound);
      return { result: { id, revoked: true }, text: `Token ${id} is revoked.` };
    }
    default:
      throw new ReleaseError(`Unknown token command "${action ?? ''}".\n\n${USAGE}`, EXIT.usage);
  }
}
