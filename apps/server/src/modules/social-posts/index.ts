/**
 * The social posts module's public face (issue #32 "Social posts"): its registration, and the
 * outside service it publishes through (SocialProvider; Meta's implementation from settings).
 */
export { socialPostsModule } from './social-posts.module.js';
export { createMetaProvider } from './meta-provider.js';
export type { MetaSettings, SocialProvider } from './social-provider.js';
