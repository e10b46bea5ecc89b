import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { clientNetwork } from '@storefront/platform';
import type { Kysely } from 'kysely';
import { apiSecret } from '../database/api-secret';
import type { ApiTables } from '../database/api-tables';

export type LoginClientKind = 'network' | 'device';

/** Whom a login attempt is counted against, beside its account. */
export interface LoginClient {
  kind: LoginClientKind;
  /** What the back-off keeps: a keyed hash, never the address or the device's id itself. */
  key: string;
  /** The device's id, when the attempt carried a device cookie signed for its account. */
  deviceId?: string;
}

/** `<device id>.<signature>`: 128 random bits, then HMAC-SHA256 of the account and that id. */
const DEVICE_TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const mac = (key: string, ...parts: string[]) => createHmac('sha256', key).update(JSON.stringify(parts)).digest('base64url');

function signedDeviceId(key: string, account: string, token: string | undefined): string | undefined {
  const [, id, signature] = DEVICE_TOKEN.exec(token ?? '') ?? [];
  if (id === undefined || signature === undefined) return undefined;
  const expected = Buffer.from(mac(key, 'device token', account, id));
  return timingSafeEqual(expected, Buffer.from(signature)) ? id : undefined;
}

/**
 * Tells the clients of logins apart (OWASP's device cookies): a browser that signed in to an
 * account before carries a token signed for that account and is counted as that device; any other
 * attempt, with no token, a forged one or one signed for another account, is counted by the
 * network of its address (clientNetwork: IPv4 /24, IPv6 /64). The key is made once by a
 * migration, so every API instance signs and counts alike.
 */
export class LoginClients {
  private readonly key: () => Promise<string>;

  constructor(db: Kysely<ApiTables>) {
    this.key = apiSecret(db, 'login-client-key');
  }

  async identify(account: string, address: string, deviceToken: string | undefined): Promise<LoginClient> {
    const key = await this.key();
    const deviceId = signedDeviceId(key, account, deviceToken);
    if (deviceId !== undefined) return { kind: 'device', key: mac(key, 'device', deviceId), deviceId };
    return { kind: 'network', key: mac(key, 'network', clientNetwork(address)) };
  }

  /** The device token a successful login leaves behind: the same device again, or a new one. */
  async deviceToken(account: string, client: LoginClient): Promise<string> {
    const id = client.deviceId ?? randomBytes(16).toString('base64url');
    return `${id}.${mac(await this.key(), 'device token', account, id)}`;
  }
}
