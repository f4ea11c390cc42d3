import { Modal } from 'antd';
import { useEditorState } from '@pod/canvas-editor/react';
import type { ArtworkEditor } from './actions';

const selectConfirmation = (s: ReturnType<ArtworkEditor['getState']>) => s.confirmation ?? null;

/**
 * The one dialog for an action that asks first (delete, convert image to text): the toolbar's
 * buttons and the Delete/Backspace keys all go through `editor.request`, which leaves the question
 * here. Yes is focused, so Delete then Enter deletes; Escape or No keeps everything.
 */
export function ConfirmPending({ editor }: { editor: ArtworkEditor }) {
  const pending = useEditorState(editor.store, selectConfirmation);
  return (
    <Modal
      open={pending !== null}
      title={pending?.question}
      okText="Yes"
      cancelText="No"
      okButtonProps={{ autoFocus: true, danger: pending?.action === 'deleteLayers' }}
      width={420}
      onOk={() => editor.confirmPending()}
      onCancel={() => editor.cancelPending()}
      destroyOnHidden
    />
  );
}
