/**
 * @pod/platform/sign-in: the sign-in UI — LoginForm and the small form kit the signed-out pages
 * are drawn with (antd's look from its design tokens, no antd component and no style runtime).
 * Deliberately NOT a shared module: each host bundles it into the lazy chunk of its sign-in pages.
 * Everything stateful it needs comes from @pod/platform/session.
 */
export { LoginForm, LOGIN_MESSAGES, type LoginFormProps } from './LoginForm';
export { SignInUiProvider, useSignInMessage, type SignInMessageApi } from './SignInUiProvider';
export { Field, Notice, SignInForm, SubmitButton, type FieldProps, type NoticeProps, type SignInFormProps } from './controls';
export { useSignInForm, type SignInFieldSpec, type SignInFormState, type SignInRule } from './form';
export { signInToken } from './tokens';
