import { Form } from 'antd';
import type { ReactNode } from 'react';

/** One labelled row of a panel (the control carries the same label as its aria-label). */
export function Field({ label, help, error, children }: { label: string; help?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <Form.Item label={label} help={error ?? help} validateStatus={error ? 'error' : undefined} style={{ marginBottom: 8 }}>
      {children}
    </Form.Item>
  );
}
