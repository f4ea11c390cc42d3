import { Button, Spin, Tag, Tooltip } from 'antd';
import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useQuery } from 'urql';
import { ARTWORK_PRINT_CHECK_QUERY } from '../../shared/queries';
import { imageSrc } from '../../shared/media';
import { PrintCheckModal } from './PrintCheckModal';
import { printCheckSummary, type PrintCheckTarget } from './printCheckRules';

/**
 * "Print check: OK" / "Print check: 2 issues" beside a print area's artwork, opening the picture
 * of the check. The artworks service runs it on the artwork's saved version with the files' real
 * pixel sizes; a failed check says so quietly: it is advice, not a gate.
 */
export function PrintCheckTag({ artworkId, target }: { artworkId: string; target: PrintCheckTarget }) {
  const [open, setOpen] = useState(false);
  const [{ data, fetching, error }] = useQuery({
    query: ARTWORK_PRINT_CHECK_QUERY,
    variables: { id: artworkId, width: target.width, height: target.height, dpi: target.dpi },
    requestPolicy: 'cache-and-network',
  });
  const check = data?.artworkPrintCheck;
  if (!check) {
    if (fetching) return <Spin size="small" aria-label="Checking the print" />;
    return error ? <Tooltip title="The print check could not be made."><Tag>Print check unavailable</Tag></Tooltip> : null;
  }
  const issues = check.issues;
  return (
    <>
      <Button
        size="small"
        type="text"
        onClick={() => setOpen(true)}
        aria-label={`${printCheckSummary(issues)} for ${target.name}`}
        style={{ padding: 0 }}
      >
        <Tag color={issues ? 'orange' : 'green'} icon={issues ? <WarningOutlined /> : <CheckCircleOutlined />} style={{ cursor: 'pointer', marginInlineEnd: 0 }}>
          {printCheckSummary(issues)}
        </Tag>
      </Button>
      {open && (
        <PrintCheckModal
          open
          onClose={() => setOpen(false)}
          target={target}
          artworkTitle={data.artwork.title}
          previewSrc={imageSrc(data.artwork.preview, 'auto')}
          check={check}
        />
      )}
    </>
  );
}
