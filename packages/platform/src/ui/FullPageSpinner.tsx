import { Flex, Spin } from 'antd';

/** The loading state shown until the session bootstrap (or a lazy page) is ready. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: 240, height: '100%', width: '100%' }}
      role="status"
      aria-label={label}
      data-testid="pod-spinner"
    >
      <Spin size="large" />
    </Flex>
  );
}
