/** The /dawn-ai page, loaded as its own chunk. */
export { DawnAiPage } from './dawn-ai-page';
