import { App, Button, Input, Menu, Spin, Tree, Typography } from 'antd';
import type { MenuProps, TreeDataNode } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useNotify } from '@pod/platform';
import { CategoryModal } from './CategoryModal';
import {
  ALL_CATEGORIES_KEY,
  allIds,
  applyLiveEvent,
  canAddChild,
  contextMenuPosition,
  depthOf,
  filterTree,
  findNode,
  menuAnchorMoved,
  pathTo,
  type CategoryInput,
  type CategoryKind,
  type CategoryLiveEvent,
  type CategoryTreeNode,
  type MenuAnchor,
} from './model';

export type { CategoryInput, CategoryKind, CategoryLiveEvent, CategoryTreeNode } from './model';

/**
 * What the context menu and the 'New category' link do. Each call that returns a promise is
 * awaited; a rejection is shown as an error notification with the server's message (§8).
 */
export interface CategoryTreeActions {
  /** Save of 'Add category'. */
  create(input: CategoryInput): Promise<void>;
  /** Save of 'Edit category' (the menu's Rename). */
  update(id: string, input: CategoryInput): Promise<void>;
  /** Runs after the panel's 'Are you sure to duplicate category?' confirmation; the caller navigates. */
  duplicate(node: CategoryTreeNode): Promise<void>;
  /** The caller confirms (simple, or the §6 strong confirmation when `node.strongDeleteConfirm`) and deletes. */
  delete(node: CategoryTreeNode): void;
  /** 'Setting' (clipart categories only): the per-category layer settings. */
  setting?(node: CategoryTreeNode): void;
}

export interface CategoryTreePanelProps {
  /** Artwork or clipart categories: 'Setting' and the 'New category' rule differ (§2.2). */
  kind: CategoryKind;
  /** The top-level categories with their children (up to 9 levels). */
  nodes: readonly CategoryTreeNode[];
  /** The count shown on 'All Categories'. */
  totalCount: number;
  /** The picked category; null is 'All Categories'. */
  selectedId: string | null;
  onSelect(id: string | null, node: CategoryTreeNode | null): void;
  /** Without actions the panel is a plain picker: no 'New category' and no context menu (the chooser). */
  actions?: CategoryTreeActions;
  /** Live changes in arrival order (§4); the panel applies them over `nodes` and expands created ones. */
  liveEvents?: readonly CategoryLiveEvent[];
  loading?: boolean;
  /** Panel width (the chooser uses 250). */
  width?: number | string;
  style?: CSSProperties;
}

const MENU_WIDTH = 180;
const NO_EVENTS: readonly CategoryLiveEvent[] = [];

interface MenuState {
  node: CategoryTreeNode | null;
  position: { left: number; top?: number; bottom?: number };
  /** The right-clicked element, where it was and the window's size when the menu opened. */
  anchor: MenuAnchor & { element: Element };
}

function anchorNow(element: Element) {
  const rect = element.getBoundingClientRect();
  return { top: rect.top, left: rect.left, width: window.innerWidth, height: window.innerHeight };
}

type ModalState = { editing: CategoryTreeNode | null; parentID: string | null } | null;

function toTreeData(nodes: readonly CategoryTreeNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span data-testid={`category-node-${n.id}`}>
        {n.title} <Typography.Text type="secondary">({n.count})</Typography.Text>
      </span>
    ),
    ...(n.children?.length ? { children: toTreeData(n.children) } : { isLeaf: true }),
  }));
}

/**
 * The category tree panel of spec 002 §2.2, for artwork and clipart categories: 'Search...',
 * header 'Categories' with 'New category', the root 'All Categories' with counts, expand and
 * collapse, a right-click menu (New category, Rename, Setting for cliparts, Duplicate, Delete)
 * that opens upwards near the bottom of the window, the add/edit modal and live updates.
 */
export function CategoryTreePanel({
  kind,
  nodes,
  totalCount,
  selectedId,
  onSelect,
  actions,
  liveEvents = NO_EVENTS,
  loading,
  width,
  style,
}: CategoryTreePanelProps) {
  const { modal } = App.useApp();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>([ALL_CATEGORIES_KEY]);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [form, setForm] = useState<ModalState>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const tree = useMemo(() => liveEvents.reduce((t, e) => applyLiveEvent(t, e, kind), nodes as CategoryTreeNode[]), [nodes, liveEvents, kind]);

  // A created category opens its branch (§4). Adjusted while rendering (React's pattern for
  // state derived from a changed prop), so the new node shows expanded in the same paint.
  const [seenEvents, setSeenEvents] = useState(liveEvents.length);
  if (seenEvents !== liveEvents.length) {
    const created = liveEvents.slice(Math.min(seenEvents, liveEvents.length)).filter((e) => e.action === 'create');
    const open = created.flatMap((e) => pathTo(tree, e.category.id));
    setSeenEvents(liveEvents.length);
    if (open.length) setExpanded((keys) => [...new Set([...keys, ...open])]);
  }

  const shown = useMemo(() => filterTree(tree, search), [tree, search]);
  const treeData = useMemo<TreeDataNode[]>(
    () => [
      {
        key: ALL_CATEGORIES_KEY,
        title: (
          <span data-testid="category-node-all">
            All Categories <Typography.Text type="secondary">({totalCount})</Typography.Text>
          </span>
        ),
        children: toTreeData(shown),
      },
    ],
    [shown, totalCount],
  );
  // While searching every match is shown open.
  const expandedKeys = search.trim() ? [ALL_CATEGORIES_KEY, ...allIds(shown)] : expanded;

  useEffect(() => {
    if (!menu) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent && e.key !== 'Escape') return;
      if (e.target instanceof Node && menuRef.current?.contains(e.target)) return;
      if ((e.type === 'scroll' || e.type === 'resize') && !menuAnchorMoved(menu.anchor, anchorNow(menu.anchor.element))) return;
      setMenu(null);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    window.addEventListener('resize', close);
    document.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
      window.removeEventListener('resize', close);
      document.removeEventListener('scroll', close, true);
    };
  }, [menu]);

  const openMenu = (event: React.MouseEvent, key: string) => {
    if (!actions) return;
    event.preventDefault();
    const node = key === ALL_CATEGORIES_KEY ? null : findNode(tree, key);
    const position = contextMenuPosition(
      { x: event.clientX, y: event.clientY },
      { width: window.innerWidth, height: window.innerHeight },
      MENU_WIDTH,
    );
    const element = event.target instanceof Element ? event.target : event.currentTarget;
    setMenu({ node, position, anchor: { element, ...anchorNow(element) } });
  };

  const duplicate = (node: CategoryTreeNode) => {
    modal.confirm({
      title: 'Are you sure to duplicate category?',
      okText: 'Yes',
      cancelText: 'No',
      // Resolving even on failure closes the confirm; the error shows as a notification.
      onOk: () => actions?.duplicate(node).catch((err: unknown) => notify.error(err)),
    });
  };

  const menuItems = (node: CategoryTreeNode | null): MenuProps['items'] => {
    const addDisabled = node ? !canAddChild(kind, node, depthOf(tree, node.id)) : false;
    return [
      { key: 'new', label: 'New category', disabled: addDisabled },
      { key: 'rename', label: 'Rename', disabled: !node },
      ...(kind === 'clipart' ? [{ key: 'setting', label: 'Setting', disabled: !node || !actions?.setting }] : []),
      { key: 'duplicate', label: 'Duplicate', disabled: !node },
      { type: 'divider' as const },
      { key: 'delete', label: 'Delete', danger: true, disabled: !node },
    ];
  };

  const onMenuClick = (key: string) => {
    const node = menu?.node ?? null;
    setMenu(null);
    if (!actions) return;
    if (key === 'new') setForm({ editing: null, parentID: node?.id ?? null });
    if (!node) return;
    if (key === 'rename') setForm({ editing: node, parentID: node.parentID });
    if (key === 'setting') actions.setting?.(node);
    if (key === 'duplicate') duplicate(node);
    if (key === 'delete') actions.delete(node);
  };

  const save = async (input: CategoryInput) => {
    if (!actions || !form) return;
    if (form.editing) await actions.update(form.editing.id, input);
    else await actions.create(input);
  };

  return (
    <div
      data-testid={`${kind}-category-tree`}
      style={{ width, display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0, ...style }}
    >
      <Input.Search allowClear placeholder="Search..." aria-label="Search category tree" onChange={(e) => setSearch(e.target.value)} onSearch={setSearch} />
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text strong>Categories</Typography.Text>
        {actions ? (
          <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setForm({ editing: null, parentID: null })}>
            New category
          </Button>
        ) : null}
      </div>
      <Spin spinning={!!loading}>
        <Tree
          blockNode
          showLine
          treeData={treeData}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(String))}
          selectedKeys={[selectedId ?? ALL_CATEGORIES_KEY]}
          onSelect={(_, info) => {
            const key = String(info.node.key);
            // Clicking the selected node again keeps it selected rather than clearing the filter.
            if (key === ALL_CATEGORIES_KEY) onSelect(null, null);
            else onSelect(key, findNode(tree, key));
          }}
          onRightClick={({ event, node }) => openMenu(event, String(node.key))}
        />
      </Spin>
      {menu
        ? createPortal(
            <div
              ref={menuRef}
              role="presentation"
              data-testid="category-context-menu"
              style={{ position: 'fixed', zIndex: 1050, width: MENU_WIDTH, ...menu.position, boxShadow: '0 6px 16px rgba(0,0,0,0.12)', borderRadius: 8 }}
              onContextMenu={(e) => e.preventDefault()}
            >
              <Menu selectable={false} items={menuItems(menu.node)} onClick={({ key }) => onMenuClick(key)} style={{ borderRadius: 8 }} />
            </div>,
            document.body,
          )
        : null}
      {form ? (
        <CategoryModal kind={kind} editing={form.editing} parentID={form.parentID} tree={tree} onSave={save} onClose={() => setForm(null)} />
      ) : null}
    </div>
  );
}
