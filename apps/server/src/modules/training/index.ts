/** The training module's public face (issue #14). */
export { trainingModule } from './training.module.js';
