import type { ReactNode } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { signInToken as token } from '@pod/platform/sign-in';

/**
 * The plain layout of the sign-in pages: a centred card under the logo, no menu. Plain elements
 * drawn with antd's design tokens (the sign-in kit's) rather than antd's Card and Typography,
 * which bring Tabs, Tooltip and antd's style runtime to the first page (issue 10 item 7,
 * /login ≤ 250 KB).
 */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        minHeight: '100vh',
        boxSizing: 'border-box',
        background: '#f0f2f5',
        padding: 16,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        color: token.colorText,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <PrinterOutlined style={{ fontSize: 28, color: '#1f6feb' }} />
        <h3 style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>
          POD Back Office
        </h3>
      </div>
      <section
        aria-label={title}
        style={{
          width: '100%',
          maxWidth: 400,
          boxSizing: 'border-box',
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <div
          style={{
            padding: `0 ${token.paddingLG}px`,
            minHeight: 56,
            display: 'flex',
            alignItems: 'center',
            fontSize: token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
            borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          }}
        >
          {title}
        </div>
        <div style={{ padding: token.paddingLG }}>{children}</div>
      </section>
      <span style={{ color: token.colorTextSecondary }}>Copyright © 2021 POD Back Office</span>
    </div>
  );
}
