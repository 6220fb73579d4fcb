/** The sign-up and password pages, loaded together as one lazy chunk (sign-in has its own). */
export { SignUpPage, FreeTrialPage } from './sign-up-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
