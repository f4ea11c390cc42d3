import { Card } from 'antd';
import type { ReactNode } from 'react';

/** A titled block of a panel; its title is the region's accessible name. */
export function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card size="small" title={title} extra={extra} role="region" aria-label={title} styles={{ body: { paddingBottom: 4 } }}>
      {children}
    </Card>
  );
}
