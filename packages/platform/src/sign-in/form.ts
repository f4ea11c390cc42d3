import { useState, type FormEvent } from 'react';

/** A field's check, in antd Form's terms: required, an email, or a function of all values. */
export type SignInRule<Name extends string> =
  | { required: true; message: string }
  | { type: 'email'; message: string }
  | { validator(value: string, values: Record<Name, string>): string | null };

export interface SignInFieldSpec<Name extends string> {
  rules: SignInRule<Name>[];
  /** Fields whose change re-checks this one once it has been checked (antd's `dependencies`). */
  dependencies?: Name[];
}

// async-validator's email pattern (what antd's `type: 'email'` rule applies), so the sign-in
// pages accept and refuse the same addresses as the antd forms after sign-in.
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

/** The first broken rule's message, or null. As in antd, only `required` applies to an empty value. */
export function firstError<Name extends string>(rules: SignInRule<Name>[], value: string, values: Record<Name, string>): string | null {
  for (const rule of rules) {
    if ('required' in rule) {
      if (value === '') return rule.message;
    } else if ('type' in rule) {
      if (value && (value.length > 320 || !EMAIL.test(value))) return rule.message;
    } else {
      const message = rule.validator(value, values);
      if (message) return message;
    }
  }
  return null;
}

export interface SignInFormState<Name extends string> {
  /** Prefixes the fields' ids (`login_email`), as antd's Form `name` does. */
  name: string;
  values: Record<Name, string>;
  errors: Partial<Record<Name, string>>;
  /** Fields checked at least once (on change or submit): they show their outcome. */
  checked: Partial<Record<Name, boolean>>;
  change(name: Name, value: string): void;
  submit(event: FormEvent): void;
}

/**
 * The state of a sign-in page's form, with antd Form's behaviour: a field is checked when it
 * changes, all of them on submit, and `onFinish` runs only when every rule holds.
 */
export function useSignInForm<Name extends string>(
  name: string,
  spec: Record<Name, SignInFieldSpec<NoInfer<Name>>>,
  onFinish: (values: Record<Name, string>) => unknown,
): SignInFormState<Name> {
  const names = Object.keys(spec) as Name[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((n) => [n, ''])) as Record<Name, string>);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [checked, setChecked] = useState<Partial<Record<Name, boolean>>>({});

  const errorOf = (name: Name, all: Record<Name, string>) => firstError(spec[name].rules, all[name], all) ?? undefined;

  const change = (field: Name, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const dependants = names.filter((n) => n !== field && checked[n] && spec[n].dependencies?.includes(field));
    setErrors((prev) => ({ ...prev, ...Object.fromEntries([field, ...dependants].map((n) => [n, errorOf(n, next)])) }));
    setChecked((prev) => ({ ...prev, [field]: true }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(names.map((n) => [n, errorOf(n, values)])) as Partial<Record<Name, string>>;
    setErrors(found);
    setChecked(Object.fromEntries(names.map((n) => [n, true])) as Record<Name, boolean>);
    if (names.every((n) => !found[n])) void onFinish(values);
  };

  return { name, values, errors, checked, change, submit };
}
