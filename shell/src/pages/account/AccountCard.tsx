import type { ReactNode } from 'react';
import antdTheme from 'antd/es/theme';
import { PrinterOutlined } from '@ant-design/icons';

/**
 * The plain layout of the sign-in pages: a centred card under the logo, no menu. Plain elements
 * drawn with antd's tokens rather than antd's Card and Typography: Card brings Tabs (and their
 * dropdown menu) and Typography brings Tooltip and its editor, ~40 KB of the first page for a box
 * and two lines of text (issue 10 item 7, /login ≤ 250 KB).
 */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  const { token } = antdTheme.useToken();
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
