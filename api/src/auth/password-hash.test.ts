import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './demo-account';
import { hashPassword, verifyPassword } from './password-hash';
import { SEED_USERS } from './user-directory';

describe('password hashing', () => {
  it('verifies the demo password against the stored hash and nothing else', async () => {
    const user = SEED_USERS.find((candidate) => candidate.email === DEMO_ACCOUNT.email);
    expect(user).toBeDefined();
    expect(JSON.stringify(user)).not.toContain(DEMO_ACCOUNT.password);
    expect(await verifyPassword(DEMO_ACCOUNT.password, user!.passwordHash)).toBe(true);
    expect(await verifyPassword('SmartHome#2025', user!.passwordHash)).toBe(false);
  });

  it('salts each new hash', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first.hash).not.toBe(second.hash);
    expect(await verifyPassword('correct horse', first)).toBe(true);
  });
});
