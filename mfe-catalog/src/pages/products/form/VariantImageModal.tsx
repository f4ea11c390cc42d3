import { Empty, Flex, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { Thumbnail } from '@pod/platform';
import { imageSrc } from '../shared/media';

export interface VariantImageModalProps {
  open: boolean;
  /** The product images (storage keys). */
  images: readonly string[];
  onCancel(): void;
  onApply(image: string | null): void;
}

/** "Select variant image": one of the product's images for the selected variants (spec 001 §2). */
export function VariantImageModal({ open, images, onCancel, onApply }: VariantImageModalProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (open) setChosen(null);
  }, [open]);

  return (
    <Modal
      title="Select variant image"
      open={open}
      okText="Select"
      okButtonProps={{ disabled: !chosen }}
      onCancel={onCancel}
      onOk={() => onApply(chosen)}
    >
      {images.length ? (
        <Flex wrap gap={8} role="listbox" aria-label="Product images">
          {images.map((key, i) => (
            <button
              key={key}
              type="button"
              role="option"
              aria-selected={chosen === key}
              aria-label={`Image ${i + 1}`}
              onClick={() => setChosen(key)}
              style={{
                padding: 2,
                background: 'none',
                cursor: 'pointer',
                border: chosen === key ? '2px solid #1677ff' : '2px solid transparent',
                borderRadius: 6,
              }}
            >
              <Thumbnail src={imageSrc(key, '100')} alt="" width={96} height={96} style={{ objectFit: 'cover', display: 'block' }} />
            </button>
          ))}
        </Flex>
      ) : (
        <Empty description="Upload product images first" />
      )}
    </Modal>
  );
}
