/** A request that cannot be served, answered with its status, headers and `{ message, problems }`. */
export class Refused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly problems: string[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
