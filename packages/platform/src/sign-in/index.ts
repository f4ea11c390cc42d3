/**
 * @pod/platform/sign-in: the sign-in UI, built from antd's per-component modules
 * (antd/es/<component>) and deliberately NOT a shared module — each host bundles it into the lazy
 * chunk of its sign-in pages. Everything stateful it needs comes from @pod/platform/session.
 */
export { LoginForm, LOGIN_MESSAGES, type LoginFormProps } from './LoginForm';
export { SignInUiProvider, useSignInMessage } from './SignInUiProvider';
