/**
 * SocialProvider over Meta's Graph API (issue #32 "Social posts"), called with fetch: the
 * official facebook-nodejs-business-sdk ships no types of its own, and the three calls needed
 * here do not justify it.
 *
 * - Facebook: POST /{page}/photos with the bytes (multipart `source`) and the caption (`message`).
 * - Instagram fetches the image from a public address, and ours stays private (signed-in reads
 *   only): the photo is first uploaded to the Page unpublished (`published=false`,
 *   `temporary=true`), its CDN address read from the photo's `images`, then a media container is
 *   made from that address and published (POST /{ig}/media, then /{ig}/media_publish).
 */
import type { SocialPlatform } from '@daybook/contracts';
import type { MetaSettings, SocialPhotoPost, SocialProvider } from './social-provider.js';

const GRAPH_URL = 'https://graph.facebook.com/v21.0';
/** A Graph API call that does not answer in this time is given up (the post is recorded failed). */
const TIMEOUT_MS = 60_000;

type Fetch = typeof fetch;

/** The Graph API's answer, or an error carrying its own sentence ("Facebook: …"). */
async function graph(
  fetcher: Fetch,
  url: string,
  init: RequestInit,
  who: string,
): Promise<Record<string, unknown>> {
  const res = await fetcher(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const error = body.error as { message?: unknown } | undefined;
    const text = typeof error?.message === 'string' ? error.message : `HTTP ${res.status}`;
    throw new Error(`${who}: ${text}`);
  }
  return body;
}

function idOf(body: Record<string, unknown>, field: string, who: string): string {
  const value = body[field];
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new Error(`${who}: no ${field} in the answer`);
  return String(value);
}

/** Meta's implementation of SocialProvider for one Page (and its Instagram account, if set). */
export function createMetaProvider(settings: MetaSettings, fetcher: Fetch = fetch): SocialProvider {
  const root = settings.graphUrl ?? GRAPH_URL;
  const token = settings.pageAccessToken;

  const uploadPhoto = (post: SocialPhotoPost, fields: Record<string, string>) => {
    const form = new FormData();
    form.set('access_token', token);
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set(
      'source',
      new Blob([new Uint8Array(post.image.bytes)], { type: post.image.contentType }),
      'image',
    );
    return graph(fetcher, `${root}/${settings.pageId}/photos`, { method: 'POST', body: form }, 'Facebook');
  };

  const postForm = (path: string, fields: Record<string, string>, who: string) =>
    graph(
      fetcher,
      `${root}/${path}`,
      { method: 'POST', body: new URLSearchParams({ ...fields, access_token: token }) },
      who,
    );

  async function publishFacebook(post: SocialPhotoPost): Promise<string> {
    const body = await uploadPhoto(post, { message: post.caption, published: 'true' });
    return idOf(body, body.post_id !== undefined ? 'post_id' : 'id', 'Facebook');
  }

  async function publishInstagram(post: SocialPhotoPost, accountId: string): Promise<string> {
    const photo = await uploadPhoto(post, { published: 'false', temporary: 'true' });
    const photoId = idOf(photo, 'id', 'Facebook');
    const details = await graph(
      fetcher,
      `${root}/${photoId}?${new URLSearchParams({ fields: 'images', access_token: token })}`,
      { method: 'GET' },
      'Facebook',
    );
    const images = details.images as { source?: unknown }[] | undefined;
    const imageUrl = images?.[0]?.source;
    if (typeof imageUrl !== 'string') throw new Error('Facebook: no image address for Instagram');
    const container = await postForm(
      `${accountId}/media`,
      { image_url: imageUrl, caption: post.caption },
      'Instagram',
    );
    const published = await postForm(
      `${accountId}/media_publish`,
      { creation_id: idOf(container, 'id', 'Instagram') },
      'Instagram',
    );
    return idOf(published, 'id', 'Instagram');
  }

  const platforms: SocialPlatform[] = settings.instagramAccountId ? ['facebook', 'instagram'] : ['facebook'];
  return {
    platforms,
    publish: async (platform, post) => {
      if (platform === 'facebook') return publishFacebook(post);
      if (!settings.instagramAccountId) throw new Error('Instagram: no account is connected');
      return publishInstagram(post, settings.instagramAccountId);
    },
  };
}
