/** API answers in brotli or gzip when the request accepts it, prebuilt JSON bytes included. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_ENDPOINTS, SERVICE_ENDPOINTS, endpointPath, type Service } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../test/context.js';

let ctx: TestContext;
let manager: Session;
let listUrl: string;
beforeAll(async () => {
  ctx = await createTestContext();
  manager = await ctx.signIn('manager@luxe.example');
  const establishmentId = manager.user.establishments[0]!;
  const services = (
    await manager.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId, tenantId: manager.user.tenantId }),
    })
  ).json().data as Service[];
  const service = services.find((s) => s.name === "Women's Haircut")!;
  // Enough bookings for the day's list to pass the 1 kB below which nothing is compressed.
  for (const hour of ['09', '10', '11', '12', '13', '14']) {
    const res = await manager.request({
      method: 'POST',
      url: APPOINTMENT_ENDPOINTS.create.path,
      payload: {
        establishmentId,
        clientId: null,
        clientName: `Client ${hour}`,
        serviceId: service.id,
        staffId: manager.user.id,
        date: '2026-06-15',
        startTime: `${hour}:00`,
        endTime: `${hour}:45`,
        status: 'booked',
        notes: '',
        memo: '',
        price: 85,
        room: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  listUrl = `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId })}?startDate=2026-06-15&endDate=2026-06-15`;
});
afterAll(() => ctx.close());

describe('compressed API answers', () => {
  it('compresses the calendar list, which is sent as prebuilt JSON bytes', async () => {
    const plain = await manager.request({ url: listUrl });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const answer = plain.json() as { data: unknown[] };
    expect(answer.data).toHaveLength(6);

    const br = await manager.request({ url: listUrl, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);

    const gz = await manager.request({ url: listUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(answer);
  });

  it('leaves small answers as they are', async () => {
    const res = await ctx.app.inject({
      url: '/api/v1/auth/me',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('message');
  });
});
