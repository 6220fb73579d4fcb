/** The /hr/training page, loaded as its own chunk. */
export { TrainingPage } from './training-page';
