import { Button, Card, Tooltip } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MockupsCard } from '../mockups/MockupsCard';

interface Props {
  /** Absent while the type is new: mockups attach to a saved type only (spec 001 §4). */
  productTypeId?: string;
}

/** Mockups: the mockups card of a saved type; on a new type, an upload that asks to save first. */
export function MockupsSection({ productTypeId }: Props) {
  if (productTypeId) return <MockupsCard productTypeId={productTypeId} />;
  return (
    <Card title="Mockups">
      <Tooltip title="Please save the product base first, then add mockups">
        <span>
          <Button icon={<UploadOutlined />} disabled aria-label="Upload mockup">
            Upload mockup
          </Button>
        </span>
      </Tooltip>
    </Card>
  );
}
