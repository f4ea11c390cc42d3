// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Field, SignInForm, SubmitButton } from './controls';
import { firstError, useSignInForm } from './form';

afterEach(cleanup);

const MISMATCH = 'Two passwords that you enter is inconsistent!';

function ResetLikeForm({ onFinish }: { onFinish(values: Record<string, string>): void }) {
  const form = useSignInForm(
    'reset',
    {
      email: {
        rules: [
          { required: true, message: 'Email is required' },
          { type: 'email', message: 'Email is not valid' },
        ],
      },
      password: { rules: [{ required: true, message: 'Please input your password!' }] },
      confirm: {
        dependencies: ['password'],
        rules: [{ validator: (value, values) => (!value || values.password === value ? null : MISMATCH) }],
      },
    },
    onFinish,
  );
  return (
    <SignInForm form={form}>
      <Field form={form} name="email" label="Email" />
      <Field form={form} name="password" label="Password" type="password" hasFeedback />
      <Field form={form} name="confirm" label="Confirm password" type="password" />
      <SubmitButton>Save</SubmitButton>
    </SignInForm>
  );
}

describe('firstError', () => {
  it('applies only `required` to an empty value, and async-validator’s email pattern otherwise', () => {
    const rules = [
      { required: true as const, message: 'required' },
      { type: 'email' as const, message: 'email' },
    ];
    expect(firstError(rules, '', { x: '' })).toBe('required');
    expect(firstError(rules, 'not-an-email', { x: '' })).toBe('email');
    expect(firstError(rules, 'a@b', { x: '' })).toBe('email');
    expect(firstError(rules, 'seller@pod.local', { x: '' })).toBeNull();
    expect(firstError([{ type: 'email' as const, message: 'email' }], '', { x: '' })).toBeNull();
  });
});

describe('the sign-in form kit', () => {
  it('checks every field on submit and calls onFinish only when all rules hold', () => {
    const onFinish = vi.fn();
    render(<ResetLikeForm onFinish={onFinish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Please input your password!')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('reset_email_help');
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'seller@pod.local' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onFinish).toHaveBeenCalledWith({ email: 'seller@pod.local', password: 'pass-1', confirm: '' });
  });

  it('checks a field as it changes, and re-checks a checked field when a field it depends on changes', () => {
    render(<ResetLikeForm onFinish={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    expect(screen.getByRole('alert').textContent).toBe('Email is not valid');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'one' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'two' } });
    expect(screen.getByText(MISMATCH)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'two' } });
    expect(screen.queryByText(MISMATCH)).toBeNull();
  });

  it('shows a password with the eye icon and hides it again', () => {
    render(<ResetLikeForm onFinish={() => {}} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getAllByRole('img', { name: 'eye-invisible' })[0]!);
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('img', { name: 'eye' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
