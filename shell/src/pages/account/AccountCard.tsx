import type { ReactNode } from 'react';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { PrinterOutlined } from '@ant-design/icons';

/** The plain layout of the sign-in pages: a centred card under the logo, no menu. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Flex align="center" gap={8}>
        <PrinterOutlined style={{ fontSize: 28, color: '#1f6feb' }} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          POD Back Office
        </Typography.Title>
      </Flex>
      <Card title={title} style={{ width: '100%', maxWidth: 400 }}>
        {children}
      </Card>
      <Typography.Text type="secondary">Copyright © 2021 POD Back Office</Typography.Text>
    </Flex>
  );
}
