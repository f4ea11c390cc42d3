import { Alert, Card, Empty, Flex, Image, Progress, Spin, Typography } from 'antd';
import { imageSrc } from '../shared/media';
import type { ProductMockups } from './useProductMockups';

/**
 * The product's rendered mockups (spec 002 §4): a loading state with progress until every render
 * is back, then the images in mockup order (they lead the product's images in the store); a
 * render that failed says why.
 */
export function MockupsCard({ mockups, waitingForArtworks }: { mockups: ProductMockups; waitingForArtworks: boolean }) {
  const { state, rendering, error } = mockups;
  const done = state.finished.length;
  const failed = state.finished.filter((m) => !m.image);
  return (
    <Card title="Mockups" size="small">
      <Flex vertical gap={12}>
        {error && <Alert type="error" showIcon message={error} />}
        {rendering ? (
          <Flex align="center" gap={12} role="status" aria-label="Rendering mockups">
            <Spin />
            <Typography.Text>
              Rendering mockups… {done} / {state.total}
            </Typography.Text>
            <Progress percent={state.total ? Math.round((done / state.total) * 100) : 0} size="small" style={{ maxWidth: 240 }} />
          </Flex>
        ) : (
          !state.finished.length &&
          !error && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={waitingForArtworks ? 'Choose the artworks to see the mockups' : 'No mockup for these product types'} />
        )}
        {failed.length > 0 && (
          <Alert type="warning" showIcon message={`${failed.length} mockup(s) could not be rendered`} description={[...new Set(failed.map((m) => m.log))].join('; ')} />
        )}
        <Image.PreviewGroup>
          <Flex wrap gap={8} aria-label="Rendered mockups">
            {state.finished.flatMap((m) =>
              m.image ? [<Image key={m.jobId} src={imageSrc(m.image, '200')} preview={{ src: imageSrc(m.image, 'auto') }} width={120} height={120} style={{ objectFit: 'contain' }} alt="Mockup" />] : [],
            )}
          </Flex>
        </Image.PreviewGroup>
      </Flex>
    </Card>
  );
}
