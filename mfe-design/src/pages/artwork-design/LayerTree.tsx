import { Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { EyeInvisibleOutlined, FileImageOutlined, FolderOutlined, FontSizeOutlined, TagOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { LayerNode } from './designDocument';

const TYPE_ICONS: Record<LayerNode['type'], ReactNode> = {
  Text: <FontSizeOutlined />,
  Label: <TagOutlined />,
  Image: <FileImageOutlined />,
  Option: <UnorderedListOutlined />,
  Group: <FolderOutlined />,
};

function toTreeData(nodes: LayerNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    icon: TYPE_ICONS[node.type],
    title: (
      <span data-testid={`layer-${node.key}`} data-layer-type={node.type} data-hidden={node.hidden ? 'true' : 'false'}>
        <Typography.Text type={node.hidden ? 'secondary' : undefined}>{node.title}</Typography.Text>{' '}
        <Tag>{node.type}</Tag>
        {node.hidden && (
          <Tag icon={<EyeInvisibleOutlined />} color="default">
            Hidden
          </Tag>
        )}
      </span>
    ),
    ...(node.children ? { children: toTreeData(node.children) } : {}),
  }));
}

export interface LayerTreeProps {
  nodes: LayerNode[];
  selectedId?: string;
  onSelect(id: string | undefined): void;
}

/** The layer list (spec 002 §2.8's left column): names, types and hidden state, top of the stack first. */
export function LayerTree({ nodes, selectedId, onSelect }: LayerTreeProps) {
  if (!nodes.length) return <Typography.Text type="secondary">This template has no layers yet.</Typography.Text>;
  return (
    <Tree
      aria-label="Layers"
      showIcon
      defaultExpandAll
      blockNode
      treeData={toTreeData(nodes)}
      selectedKeys={selectedId ? [selectedId] : []}
      onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : String(keys[0]))}
    />
  );
}
