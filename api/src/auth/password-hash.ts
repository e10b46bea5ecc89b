import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordHash {
  /** base64url */
  salt: string;
  /** base64url */
  hash: string;
  keyLength: number;
  cost: number;
  blockSize: number;
  parallelization: number;
}

const DEFAULT_PARAMETERS = { keyLength: 64, cost: 16_384, blockSize: 8, parallelization: 1 };

export async function hashPassword(
  password: string,
  salt = randomBytes(16),
): Promise<PasswordHash> {
  const { keyLength, cost, blockSize, parallelization } = DEFAULT_PARAMETERS;
  const derived = await deriveKey(password, salt, keyLength, {
    N: cost,
    r: blockSize,
    p: parallelization,
  });
  return {
    salt: salt.toString('base64url'),
    hash: derived.toString('base64url'),
    ...DEFAULT_PARAMETERS,
  };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64url');
  const derived = await deriveKey(
    password,
    Buffer.from(stored.salt, 'base64url'),
    stored.keyLength,
    {
      N: stored.cost,
      r: stored.blockSize,
      p: stored.parallelization,
    },
  );
  // Constant-time comparison so response timing does not reveal how many bytes matched.
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}

function deriveKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
