import { Button } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { ImportPsdModal } from './ImportPsdModal';

export interface ImportFromPsdButtonProps {
  /** Categories pre-selected in the modal (e.g. the one the /artworks tree has selected). */
  defaultCategoryIDs?: string[];
}

/**
 * The /artworks toolbar's 'Import From PSD' (spec 002 §2.5): opens the import modal, which
 * uploads the .psd, follows the import live and opens the design page of the new artwork.
 */
export function ImportFromPsdButton({ defaultCategoryIDs }: ImportFromPsdButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
        Import From PSD
      </Button>
      {open && <ImportPsdModal defaultCategoryIDs={defaultCategoryIDs} onClose={() => setOpen(false)} />}
    </>
  );
}
