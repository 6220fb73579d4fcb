/** The public unsubscribe page, one lazy chunk. */
export { UnsubscribePage } from './unsubscribe-page';
