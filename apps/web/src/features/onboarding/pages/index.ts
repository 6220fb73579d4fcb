/** The /onboarding-dawn page, loaded as its own chunk. */
export { OnboardingPage } from './onboarding-page';
