import { Typography } from 'antd';

/**
 * A record id as people need it: in full (seeded and time-ordered ids share their first
 * characters, so a prefix does not tell records apart), monospace, with a copy button.
 */
export function IdText({ id }: { id: string }) {
  return (
    <Typography.Text copyable={{ text: id, tooltips: ['Copy ID', 'Copied'] }} style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12, whiteSpace: 'nowrap' }}>
      {id}
    </Typography.Text>
  );
}
