import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, type TrustProxy } from './client-ip.ts';

/** The address clientIp finds for a request from `peer` carrying `forwarded` (X-Forwarded-For). */
async function addressOf(trust: TrustProxy, forwarded: string | null, peer = '10.0.0.9') {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trust) ?? 'none'));
  const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {};
  const response = await app.request(
    '/',
    { headers },
    { incoming: { socket: { remoteAddress: peer } } },
  );
  return response.text();
}

describe('the client address behind proxies (TRUST_PROXY, issue 31)', () => {
  it('is the peer when no proxy is trusted, whatever the header claims', async () => {
    expect(await addressOf(false, '203.0.113.7')).toBe('10.0.0.9');
    expect(await addressOf(0, '203.0.113.7')).toBe('10.0.0.9');
  });

  it('is the last hop behind one proxy (true or 1)', async () => {
    expect(await addressOf(true, 'spoofed, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(1, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts hops from the right behind two proxies (HAProxy then nginx)', async () => {
    // The client claimed 1.2.3.4; HAProxy appended the client's real address; nginx appended HAProxy's.
    expect(await addressOf(2, '1.2.3.4, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });

  it('takes the first address when fewer hops arrived than configured', async () => {
    expect(await addressOf(3, '203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });

  it('falls back to the peer when the hop is not an address', async () => {
    expect(await addressOf(1, 'unknown')).toBe('10.0.0.9');
    expect(await addressOf(2, null)).toBe('10.0.0.9');
  });
});
