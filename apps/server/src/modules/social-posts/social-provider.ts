/**
 * The outside service that publishes social posts (issue #32 "Social posts"): a photo with its
 * caption on a Facebook Page and/or an Instagram business account. The module schedules only
 * when one is configured; tests hand in their own implementation through the app's deps.
 * A leaf file (no database): config.ts reads its settings type.
 */
import type { SocialImageType, SocialPlatform } from '@daybook/contracts';

/** A post as a platform receives it. */
export interface SocialPhotoPost {
  caption: string;
  image: { bytes: Buffer; contentType: SocialImageType };
}

/** Publishes photos on the connected accounts. */
export interface SocialProvider {
  /** The platforms this account can post to. */
  readonly platforms: readonly SocialPlatform[];
  /**
   * Publishes `post` on `platform`; answers the platform's id of the new post. Throws with the
   * platform's own sentence when it refuses (recorded as the post's failure reason).
   */
  publish(platform: SocialPlatform, post: SocialPhotoPost): Promise<string>;
}

/**
 * Meta's settings (config.ts META_*): the Page and its Page access token (with
 * pages_manage_posts, and instagram_content_publish for Instagram), and the Instagram business
 * account linked to that Page when posts go to Instagram too.
 */
export interface MetaSettings {
  pageId: string;
  pageAccessToken: string;
  instagramAccountId?: string;
  /** Graph API root with its version, e.g. https://graph.facebook.com/v21.0 (tests point elsewhere). */
  graphUrl?: string;
}
