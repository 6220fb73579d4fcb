/** The Social posts tab (issue #32), for the /marketing page. */
export { SocialPostsTab } from './social-posts-tab';
