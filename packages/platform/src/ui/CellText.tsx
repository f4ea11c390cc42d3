import { Typography } from 'antd';
import type { CSSProperties } from 'react';

export interface CellTextProps {
  text: string | null | undefined;
  /** Widest the cell may grow before the text is cut with an ellipsis. */
  maxWidth?: number;
  type?: 'secondary';
  strong?: boolean;
  small?: boolean;
  'data-testid'?: string;
}

/**
 * One line of a table cell: cut with an ellipsis at `maxWidth`, the whole text in the native
 * tooltip (`title`). Pure CSS, no measuring, so a huge value (a 921,600-character shopper name)
 * cannot widen or lengthen a table.
 */
export function CellText({ text, maxWidth = 240, type, strong, small, 'data-testid': testId }: CellTextProps) {
  const value = text ?? '';
  const style: CSSProperties = {
    display: 'block',
    maxWidth,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    ...(small ? { fontSize: 12 } : {}),
  };
  return (
    <Typography.Text type={type} strong={strong} title={value} style={style} data-testid={testId}>
      {value}
    </Typography.Text>
  );
}
