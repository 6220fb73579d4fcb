/** The public auth pages, loaded together as one lazy chunk. */
export { LoginPage } from './login-page';
export { SignUpPage, FreeTrialPage } from './sign-up-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
