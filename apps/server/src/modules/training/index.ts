/** The training module's public face (issue #14): the module and a person's current certifications. */
export { trainingModule } from './training.module.js';
export { activeCertificationNames } from './training.reader.js';
