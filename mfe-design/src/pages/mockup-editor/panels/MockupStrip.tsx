import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { mediaImageUrl, Thumbnail } from '@pod/platform';
import { useEditorState } from '@pod/canvas-editor/react';
import type { MockupEditor, MockupEditorState } from '../actions';

const selectMockups = (s: MockupEditorState) => s.doc.mockups;
const selectShown = (s: MockupEditorState) => s.view.mockup;

/**
 * The product type's mockups the editor manages, in order: a click shows one on the canvas, the
 * arrows move it earlier or later. Save sends each with its position here as `ordering`.
 */
export function MockupStrip({ editor }: { editor: MockupEditor }) {
  const mockups = useEditorState(editor.store, selectMockups);
  const shown = useEditorState(editor.store, selectShown);
  if (mockups.length < 2) return null;
  return (
    <Flex gap={8} wrap role="list" aria-label="Mockups">
      {mockups.map((mockup, index) => (
        <Flex key={mockup.id} vertical align="center" gap={2} role="listitem" aria-current={index === shown} style={{ width: 96 }}>
          <button
            type="button"
            aria-label={`Show mockup ${mockup.title}`}
            onClick={() => editor.dispatch('selectMockup', index)}
            style={{ border: index === shown ? '2px solid #1677ff' : '1px solid #d9d9d9', borderRadius: 4, padding: 2, background: '#fff', cursor: 'pointer' }}
          >
            <Thumbnail src={mediaImageUrl(mockup.preview, '100')} alt={mockup.title} width={80} height={60} style={{ objectFit: 'contain' }} />
          </button>
          <Typography.Text ellipsis style={{ maxWidth: 96, fontSize: 12 }} title={mockup.title}>
            {mockup.title}
          </Typography.Text>
          <Flex>
            <Button size="small" type="text" icon={<LeftOutlined />} aria-label={`Move ${mockup.title} earlier`} disabled={index === 0} onClick={() => editor.dispatch('moveMockup', { from: index, to: index - 1 })} />
            <Button size="small" type="text" icon={<RightOutlined />} aria-label={`Move ${mockup.title} later`} disabled={index === mockups.length - 1} onClick={() => editor.dispatch('moveMockup', { from: index, to: index + 1 })} />
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
