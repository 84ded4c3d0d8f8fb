/** The auth feature's pages, lazy-loaded by the app router. */
export { ChangePasswordPage } from './routes/change-password-page';
export { ForgetPasswordPage } from './routes/forget-password-page';
export { LoginPage } from './routes/login-page';
