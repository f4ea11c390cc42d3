import { App, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { firstErrorMessage } from '@pod/platform/session';

export { firstErrorMessage };

/** A server refusal that names its input field, as antd's `form.setFields` takes it. */
export interface FieldError {
  name: Array<string | number>;
  errors: string[];
}

/**
 * The refusals of a failed call that name a form field (`extensions.field`, ARCHITECTURE §5),
 * so a form shows the server's message under the field it is about; `variants.0.sku` → ['variants', 0, 'sku'].
 */
export function fieldErrors(error: unknown): FieldError[] {
  const gql = (error as { graphQLErrors?: Array<{ message?: string; extensions?: { field?: unknown } }> } | null)?.graphQLErrors ?? [];
  return gql.flatMap((g) =>
    typeof g.extensions?.field === 'string' && g.message
      ? [{ name: g.extensions.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), errors: [g.message] }]
      : [],
  );
}

/**
 * Shows the field refusals of `error` under their fields of `form`; false when there were none
 * (then the caller shows the error as a toast). Server paths are strings, hence the one cast.
 */
export function showFieldErrors<Values>(form: FormInstance<Values>, error: unknown): boolean {
  const fields = fieldErrors(error);
  if (fields.length) form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
  return fields.length > 0;
}

export interface Notify {
  success(message: string): void;
  error(errorOrMessage: unknown): void;
}

/** Toasts through antd's App context (so they follow the suite theme). */
export function useNotify(): Notify {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (text: string) => void message.success(text),
      error: (err: unknown) => void message.error(firstErrorMessage(err)),
    }),
    [message],
  );
}
