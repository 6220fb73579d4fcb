/**
 * Meta's SocialProvider (issue #32 "Social posts") against a stand-in Graph API on a local HTTP
 * server (Meta is outside our reach): a Facebook photo post carries the bytes and the caption;
 * an Instagram post goes through an unpublished Page photo's address, a media container and its
 * publishing; a refusal throws the platform's own sentence; without an Instagram account only
 * Facebook is offered.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetaProvider } from './meta-provider.js';

interface Seen {
  method: string;
  path: string;
  fields: Record<string, string>;
  file?: { type: string; bytes: Buffer };
}

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('png body')]);
const post = { caption: 'Winter color ❄️', image: { bytes: PNG, contentType: 'image/png' as const } };
const seen: Seen[] = [];
let refuseMediaPublish = false;
let server: http.Server;
let graphUrl: string;

/** The stand-in's answer to one call, as the Graph API shapes them. */
function answer(s: Seen): [number, object] {
  if (s.fields.access_token !== 'page-token')
    return [401, { error: { message: 'Invalid OAuth access token.' } }];
  if (s.method === 'POST' && s.path === '/page-1/photos')
    return s.fields.published === 'false'
      ? [200, { id: 'photo-9' }]
      : [200, { id: 'photo-8', post_id: 'page-1_post-8' }];
  if (s.method === 'GET' && s.path === '/photo-9')
    return [200, { images: [{ source: 'https://cdn.example/photo-9.jpg', width: 1080 }], id: 'photo-9' }];
  if (s.method === 'POST' && s.path === '/ig-1/media') return [200, { id: 'container-7' }];
  if (s.method === 'POST' && s.path === '/ig-1/media_publish')
    return refuseMediaPublish
      ? [400, { error: { message: 'The aspect ratio is not supported.', code: 36003 } }]
      : [200, { id: 'ig-media-6' }];
  return [404, { error: { message: 'Unknown path' } }];
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://graph.test');
      const s: Seen = {
        method: req.method ?? 'GET',
        path: url.pathname,
        fields: Object.fromEntries(url.searchParams),
      };
      if (chunks.length > 0) {
        const form = await new Response(Buffer.concat(chunks), {
          headers: { 'content-type': req.headers['content-type'] ?? '' },
        }).formData();
        for (const [k, v] of form.entries())
          if (typeof v === 'string') s.fields[k] = v;
          else s.file = { type: v.type, bytes: Buffer.from(await v.arrayBuffer()) };
      }
      seen.push(s);
      const [status, body] = answer(s);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  graphUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Meta provider', () => {
  it('posts a photo with its caption on the Page', async () => {
    seen.length = 0;
    const meta = createMetaProvider({ pageId: 'page-1', pageAccessToken: 'page-token', graphUrl });
    expect(meta.platforms).toEqual(['facebook']);
    expect(await meta.publish('facebook', post)).toBe('page-1_post-8');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/page-1/photos',
      fields: { message: 'Winter color ❄️', published: 'true' },
      file: { type: 'image/png' },
    });
    expect(seen[0]!.file!.bytes.equals(PNG)).toBe(true);
    await expect(meta.publish('instagram', post)).rejects.toThrow('Instagram: no account is connected');
  });

  it('posts on Instagram from an unpublished Page photo’s address', async () => {
    seen.length = 0;
    refuseMediaPublish = false;
    const meta = createMetaProvider({
      pageId: 'page-1',
      pageAccessToken: 'page-token',
      instagramAccountId: 'ig-1',
      graphUrl,
    });
    expect(meta.platforms).toEqual(['facebook', 'instagram']);
    expect(await meta.publish('instagram', post)).toBe('ig-media-6');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /page-1/photos',
      'GET /photo-9',
      'POST /ig-1/media',
      'POST /ig-1/media_publish',
    ]);
    expect(seen[0]!.fields).toMatchObject({ published: 'false', temporary: 'true' });
    expect(seen[2]!.fields).toMatchObject({
      image_url: 'https://cdn.example/photo-9.jpg',
      caption: 'Winter color ❄️',
    });
    expect(seen[3]!.fields).toMatchObject({ creation_id: 'container-7' });
  });

  it('throws the platform’s own sentence when it refuses', async () => {
    refuseMediaPublish = true;
    const meta = createMetaProvider({
      pageId: 'page-1',
      pageAccessToken: 'page-token',
      instagramAccountId: 'ig-1',
      graphUrl,
    });
    await expect(meta.publish('instagram', post)).rejects.toThrow(
      'Instagram: The aspect ratio is not supported.',
    );
    const stale = createMetaProvider({ pageId: 'page-1', pageAccessToken: 'old-token', graphUrl });
    await expect(stale.publish('facebook', post)).rejects.toThrow('Facebook: Invalid OAuth access token.');
  });
});
