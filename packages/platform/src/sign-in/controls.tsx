import { useState, type ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, EyeInvisibleOutlined, EyeOutlined, LoadingOutlined } from '@ant-design/icons';
import type { SignInFormState } from './form';
import { KIT, SignInStyles } from './styles';

export interface SignInFormProps<Name extends string> {
  form: SignInFormState<Name>;
  size?: 'middle' | 'large';
  children: ReactNode;
}

/**
 * The sign-in pages' form kit: a vertical form with antd's look and behaviour, drawn with the
 * suite's design tokens and no antd component (issue 10 item 7: antd's Form, Input, Button and
 * their style runtime were ~109 KB of the 284 KB /login downloaded). After sign-in, pages use antd.
 */
export function SignInForm<Name extends string>({ form, size = 'middle', children }: SignInFormProps<Name>) {
  return (
    <form id={form.name} className={`${KIT}-form${size === 'large' ? ` ${KIT}-lg` : ''}`} noValidate onSubmit={form.submit}>
      <SignInStyles />
      {children}
    </form>
  );
}

export interface FieldProps<Name extends string> {
  form: SignInFormState<Name>;
  name: Name;
  label: string;
  type?: 'text' | 'email' | 'password';
  prefix?: ReactNode;
  autoComplete?: string;
  placeholder?: string;
  /** Shows a tick or a cross in the input once checked (antd's `hasFeedback`). */
  hasFeedback?: boolean;
}

/** A labelled input with its first broken rule's message under it. Passwords get antd's eye toggle. */
export function Field<Name extends string>({ form, name, label, type = 'text', prefix, autoComplete, placeholder, hasFeedback }: FieldProps<Name>) {
  const [revealed, setRevealed] = useState(false);
  const id = `${form.name}_${name}`;
  const error = form.errors[name];
  const checked = !!form.checked[name];
  const feedback = hasFeedback && checked ? (error ? 'error' : 'success') : null;
  const Eye = revealed ? EyeOutlined : EyeInvisibleOutlined;
  return (
    <div className={`${KIT}-item${error ? ` ${KIT}-with-help` : ''}`}>
      <label className={`${KIT}-label`} htmlFor={id} title={label}>
        {label}
      </label>
      <span className={`${KIT}-affix${error ? ` ${KIT}-error` : ''}`}>
        {prefix ? <span className={`${KIT}-prefix`}>{prefix}</span> : null}
        <input
          id={id}
          name={name}
          type={type === 'password' && revealed ? 'text' : type}
          value={form.values[name]}
          onChange={(event) => form.change(name, event.target.value)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}_help` : undefined}
        />
        {type === 'password' || feedback ? (
          <span className={`${KIT}-suffix`}>
            {type === 'password' ? (
              // As antd's Input.Password: the icon toggles, keeping the focus in the input.
              <Eye className={`${KIT}-eye`} onMouseDown={(event) => event.preventDefault()} onClick={() => setRevealed((r) => !r)} />
            ) : null}
            {feedback === 'success' ? <CheckCircleFilled className={`${KIT}-feedback-success`} /> : null}
            {feedback === 'error' ? <CloseCircleFilled className={`${KIT}-feedback-error`} /> : null}
          </span>
        ) : null}
      </span>
      {error ? (
        <div id={`${id}_help`} className={`${KIT}-help`} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The form's primary, full-width submit button; `loading` shows the spinning icon and ignores clicks. */
export function SubmitButton({ loading, children, style }: { loading?: boolean; children: ReactNode; style?: React.CSSProperties }) {
  return (
    <div className={`${KIT}-item`} style={style}>
      <button type="submit" className={`${KIT}-button`} aria-busy={loading ? true : undefined}>
        {loading ? <LoadingOutlined /> : null}
        <span>{children}</span>
      </button>
    </div>
  );
}

export interface NoticeProps {
  type: 'success' | 'error';
  title: ReactNode;
  role: 'alert' | 'status';
  style?: React.CSSProperties;
}

/** antd's Alert with `showIcon`, for a server error or a done message. */
export function Notice({ type, title, role, style }: NoticeProps) {
  const Icon = type === 'success' ? CheckCircleFilled : CloseCircleFilled;
  return (
    <div className={`${KIT}-alert ${KIT}-alert-${type}`} role={role} style={style}>
      <SignInStyles />
      <Icon />
      <div>{title}</div>
    </div>
  );
}
