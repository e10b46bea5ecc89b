import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-support/build-test-server';

describe('compression', () => {
  const app = useTestServer();

  it('sends the product list gzipped to a client that accepts it, and the same data', async () => {
    const plain = await app().inject({ method: 'GET', url: '/api/v1/products' });
    const zipped = await app().inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { 'accept-encoding': 'br, gzip, deflate' },
    });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
