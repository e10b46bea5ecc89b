/** A command refused or failed for a reason the operator can act on; `exitCode` is for pipelines. */
export class ReleaseError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.refused,
    readonly problems: string[] = [],
  ) {
    super(message);
    this.name = 'ReleaseError';
  }
}

export const EXIT = {
  ok: 0,
  /** The gate or a rule refused (already published, nothing to roll back to…). */
  refused: 1,
  /** The command line was wrong. */
  usage: 2,
  /** Something named does not exist (remote, version). */
  notFound: 3,
  /** The release service is busy or limits the caller: nothing changed, try again later. */
  busy: 4,
} as const;
