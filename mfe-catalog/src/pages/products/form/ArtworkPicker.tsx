import { Button, Flex, Modal, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useQuery } from 'urql';
import { mediaImageUrl, RemoteComponent, Thumbnail } from '@pod/platform';
import type { ArtworkChooserProps, ChosenArtwork } from '@pod/mfe-design/exposed';
import { CHOSEN_ARTWORK_QUERY } from '../shared/queries';

export interface ArtworkPickerProps {
  value?: string;
  onChange(id: string): void;
}

/** What the form keeps of an artwork: the chooser's pick, or the server's answer for a saved product. */
type ShownArtwork = Pick<ChosenArtwork, 'id' | 'title'> & { preview?: string | null };

/** The chooser's own width: 250 px tree + 3 cards of 250 px + gaps and modal padding. */
const CHOOSER_MODAL_WIDTH = 1160;

/**
 * One print area's artwork: the chosen one's preview and title, and 'Choose Artwork', which opens
 * mfe-design's artwork chooser (spec 002 §2.4) through Module Federation in a modal whose OK stays
 * disabled until an artwork is selected. When the design remote is down the modal shows the
 * suite's "could not be loaded" panel with Retry; the rest of the form keeps working.
 */
export function ArtworkPicker({ value, onChange }: ArtworkPickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ShownArtwork | null>(null);
  // Titles come from the chooser when picked here; for an edited or cloned product, from the server.
  const [picked, setPicked] = useState<ShownArtwork | null>(null);
  const known = picked && picked.id === value ? picked : null;
  const [{ data }] = useQuery({ query: CHOSEN_ARTWORK_QUERY, variables: { id: value ?? '' }, pause: !value || !!known });
  const shown = known ?? (data?.artwork && data.artwork.id === value ? data.artwork : null);

  const openChooser = () => {
    setDraft(shown ?? (value ? { id: value, title: value } : null));
    setOpen(true);
  };

  return (
    <Flex align="center" gap={12} wrap>
      {value ? (
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <Thumbnail src={shown?.preview ? mediaImageUrl(shown.preview, '100') : null} alt="" width={40} height={40} style={{ objectFit: 'contain' }} />
          <Typography.Text title={shown?.title ?? value} ellipsis style={{ maxWidth: 260 }}>
            {shown?.title ?? value}
          </Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">No artwork chosen</Typography.Text>
      )}
      <Button icon={<PictureOutlined />} onClick={openChooser}>
        Choose Artwork
      </Button>
      <Modal
        open={open}
        title="Choose Artwork"
        width={CHOOSER_MODAL_WIDTH}
        okText="OK"
        cancelText="Cancel"
        okButtonProps={{ disabled: !draft }}
        onCancel={() => setOpen(false)}
        onOk={() => {
          if (!draft) return;
          setPicked(draft);
          onChange(draft.id);
          setOpen(false);
        }}
        destroyOnHidden
      >
        <RemoteComponent<ArtworkChooserProps>
          id="mfe_design/ArtworkChooser"
          exportName="ArtworkChooser"
          props={{ value: draft?.id ?? null, onChange: setDraft }}
        />
      </Modal>
    </Flex>
  );
}
