import { useEffect, type ReactNode } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useGoBack } from '../navigation/useGoBack';

export interface PageProps {
  title: ReactNode;
  /** Actions on the right of the header (buttons, filters). */
  extra?: ReactNode;
  /**
   * Show a back arrow: `true` goes back in the app's history (or to the page's parent route when
   * there is none), a string goes to that path.
   */
  back?: boolean | string;
  /** Render the body without the card (editors that need the full width). */
  bare?: boolean;
  /**
   * Show the header line (default). An editor with a header of its own (the artwork editor's title
   * with its edit button) turns it off, so the title shows once; `title` still names the tab.
   */
  header?: boolean;
  children?: ReactNode;
}

/** The page frame every screen uses: a header line (back, title, actions) and a card body. */
export function Page({ title, extra, back, bare, header = true, children }: PageProps) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  useEffect(() => {
    if (typeof title === 'string') document.title = `${title} · POD back office`;
  }, [title]);

  return (
    <section className="pod-page">
      {header && (
        <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
          <Flex align="center" gap={8}>
            {back ? (
              <Button
                type="text"
                aria-label="Back"
                icon={<ArrowLeftOutlined />}
                onClick={() => (typeof back === 'string' ? navigate(back) : goBack())}
              />
            ) : null}
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
          </Flex>
          {extra ? <Flex gap={8} wrap>{extra}</Flex> : null}
        </Flex>
      )}
      {bare ? children : <Card>{children}</Card>}
    </section>
  );
}
