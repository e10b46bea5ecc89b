import { randomBytes } from 'node:crypto';

/**
 * In-memory record of issued tokens. Nothing in the storefront sends tokens back yet, but
 * keeping them makes the login realistic; the cap stops a login benchmark from growing memory
 * without bound (Map iteration order lets us drop the oldest first).
 */
export class SessionStore {
  private readonly userIdByToken = new Map<string, number>();

  constructor(private readonly maxSessions = 10_000) {}

  issue(userId: number): string {
    const token = randomBytes(32).toString('base64url');
    this.userIdByToken.set(token, userId);
    if (this.userIdByToken.size > this.maxSessions) {
      const oldest = this.userIdByToken.keys().next().value;
      if (oldest !== undefined) this.userIdByToken.delete(oldest);
    }
    return token;
  }

  userIdFor(token: string): number | undefined {
    return this.userIdByToken.get(token);
  }

  get size(): number {
    return this.userIdByToken.size;
  }
}
