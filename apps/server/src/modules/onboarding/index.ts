/** The onboarding module's public face (issue #33): its registration. */
export { onboardingModule } from './onboarding.module.js';
