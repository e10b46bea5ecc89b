import { remotes } from '../release-context';

export const USAGE = `Usage: pnpm release <command> [options]

  publish <remote> [--dist DIR]                   store a build (built now, or the one in DIR); its
                                                  version comes from its content, so publishing the
                                                  same build again changes nothing
  promote <remote> <version> [--force] [--expect V] [--skip-smoke]
                                                  make a version live (after the gate); --expect
                                                  refuses unless V is live now ('none' for nothing)
  promote <remote> <version> --canary P [--auto-rollback] [--force] [--expect V] [--skip-smoke]
                                                  run a version for P % (1-99) of visitors, sticky
                                                  per visitor, the rest staying on the live one;
                                                  --auto-rollback ends it by itself when it fails
                                                  significantly more often than the live version
                                                  (docs/release-health.md)
  promote <remote> <version> --stages 10,50,100 --every 10m [--force] [--expect V] [--skip-smoke]
                                                  a rolling release: a canary at the first share
                                                  that moves to the next one every --every while
                                                  healthy, live for every visitor at 100, and rolls
                                                  back by itself (needs a running site server)
  promote <remote> [<version>] --complete [--force] [--skip-smoke]
                                                  make the canary live for every visitor (a
                                                  rolling release's too: it advances no more)
  rollback <remote> [--to V] [--force] [--skip-smoke]
                                                  return to the previous (or an earlier) live
                                                  version; while a canary runs, end the canary
                                                  (and its rolling release)
  verify <remote> <version> [--skip-smoke]        run the gate without changing anything; the gate
                                                  renders each page of the version in headless
                                                  Chromium unless --skip-smoke (recorded)
  withdraw <remote> <version>                     never serve a version again
  reset-figures <remote> <version> --reason TEXT  count a version's reports afresh (release managers)
  preview <remote> <version> [--expires 3d]       a link (printed once) that opens the whole site
                                                  with that version for whoever follows it, until
                                                  it expires (7 days by default, 30 at most: s, m,
                                                  h or d) or is revoked
  preview --list | preview --revoke <id>          the links made, and what each opens now
  status                                          live version of each remote and its canary, with
                                                  what browsers reported, and what is available
  history <remote>                                every change, with who, when and why
  token create --remote R | --role release-manager [--label L]
                                                  make a release token (printed once)
  token list | token revoke <id>

Options: --json (machine-readable output), --by NAME, --reason TEXT
With RELEASE_SERVICE_URL and RELEASE_TOKEN set, every command but token goes to that release
service; without them it acts on this machine's site (DATABASE_URL, RELEASE_STORE).
Remotes: ${remotes.map((remote) => remote.folder).join(', ')}
Exit codes: 0 done, 1 refused (gate, rule or rights), 2 usage, 3 not found`;
