import { CaretDownOutlined, CaretRightOutlined, EyeInvisibleOutlined, EyeOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Empty, Input, theme } from 'antd';
import { memo, useMemo, useRef, useState, type CSSProperties, type DragEvent, type ReactNode } from 'react';
import type { Layer } from '@pod/artwork-scene';
import { useEditorState } from '@pod/canvas-editor/react';
import type { ArtworkEditor } from '../actions';
import { safeList } from '../actions/layer-tree';
import { dropTarget } from '@pod/canvas-editor';
import { dropPlace, layerRows, visibleRange } from './layerRows';

/** The list's height in px (it scrolls inside it). */
export const LAYER_LIST_HEIGHT = 480;
/** Every row's height in px: fixed, so the window of rows in view is computed, never measured. */
const LAYER_ROW_HEIGHT = 28;
/** Indent per group level, px. */
const INDENT = 16;

type State = ReturnType<ArtworkEditor['getState']>;
const selectLayers = (s: State) => safeList(s.doc, s.view.template);
const selectSelection = (s: State) => s.selection;

type Place = 'above' | 'below' | 'into';

/** What every row calls back to; one object for the list's life, so a row's props change only with its layer. */
interface RowActions {
  select(id: string, additive: boolean): void;
  toggleVisible(id: string): void;
  toggleLock(id: string): void;
  toggleCollapsed(id: string): void;
  startRename(id: string): void;
  rename(id: string, title: string): void;
  dragStart(id: string): void;
  dragOver(id: string, place: Place): void;
  drop(id: string, place: Place): void;
  dragEnd(): void;
}

/**
 * The layer list (spec 002 §2.8): top of the stack first, groups with their children (a caret
 * collapses one); drag to reorder (into a group or between rows), ctrl/cmd-click to add to the
 * selection, the eye to show/hide, the lock, double-click to rename. Every change is an editor action.
 *
 * A list of our own rather than antd's Tree: rc-tree converts and flattens its whole data (300–600
 * nodes) again on every change of it, and its virtual list measures the rows it draws — most of an
 * undo of a 300-layer paste in the editor bench. Here the rows are plain data flattened once per
 * change, only the rows in view are drawn (all one height, so nothing is measured), and each row is
 * memoised on its layer object, which immer keeps identical while the layer is unchanged.
 */
export function LayerList({ editor, locked }: { editor: ArtworkEditor; locked: boolean }) {
  const layers = useEditorState(editor.store, selectLayers);
  const selection = useEditorState(editor.store, selectSelection);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [scrollTop, setScrollTop] = useState(0);
  const [hint, setHint] = useState<{ id: string; place: Place } | null>(null);
  const dragged = useRef<string | null>(null);
  // The drop handler reads the list of the moment the row is dropped on.
  const layersRef = useRef(layers);
  layersRef.current = layers;
  const { token } = theme.useToken();

  const actions = useMemo<RowActions>(
    () => ({
      select: (id, additive) => editor.dispatch('selectLayer', { id, additive }),
      toggleVisible: (id) => editor.dispatch('toggleVisible', id),
      toggleLock: (id) => editor.dispatch('toggleLock', id),
      toggleCollapsed: (id) =>
        setCollapsed((before) => {
          const next = new Set(before);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      startRename: (id) => setRenaming(id),
      rename: (id, title) => {
        editor.dispatch('renameLayer', { id, title });
        setRenaming(null);
      },
      dragStart: (id) => {
        dragged.current = id;
      },
      dragOver: (id, place) => setHint((h) => (h?.id === id && h.place === place ? h : { id, place })),
      drop: (id, place) => {
        const from = dragged.current;
        dragged.current = null;
        setHint(null);
        const target = from ? dropTarget(layersRef.current, from, id, place) : null;
        if (target) editor.dispatch('reorderLayer', target);
      },
      dragEnd: () => {
        dragged.current = null;
        setHint(null);
      },
    }),
    [editor],
  );

  const rows = useMemo(() => layerRows(layers, collapsed), [layers, collapsed]);
  const selected = useMemo(() => new Set(selection), [selection]);
  const colors = useMemo(
    () => ({ selected: token.colorPrimaryBg, line: token.colorPrimary, secondary: token.colorTextSecondary }),
    [token.colorPrimaryBg, token.colorPrimary, token.colorTextSecondary],
  );

  if (!layers.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No layers yet" />;
  const [start, end] = visibleRange(scrollTop, LAYER_LIST_HEIGHT, LAYER_ROW_HEIGHT, rows.length);
  return (
    <div
      role="tree"
      aria-label="Layer list"
      aria-multiselectable
      style={{ maxHeight: LAYER_LIST_HEIGHT, overflowY: 'auto', position: 'relative' }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
    >
      <style>{ROW_BUTTON_CSS}</style>
      <div style={{ height: rows.length * LAYER_ROW_HEIGHT, position: 'relative' }}>
        <div style={{ transform: `translateY(${start * LAYER_ROW_HEIGHT}px)` }}>
          {rows.slice(start, end).map(({ layer, depth }, i) => (
            <LayerRowView
              // Keyed by position: after an undo or a scroll a row shows another layer in the same
              // elements (updated, not unmounted and mounted again with its icons).
              key={start + i}
              layer={layer}
              depth={depth}
              selected={selected.has(layer.id)}
              renaming={renaming === layer.id}
              collapsed={collapsed.has(layer.id)}
              hint={hint?.id === layer.id ? hint.place : null}
              locked={locked}
              colors={colors}
              actions={actions}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

interface LayerRowProps {
  layer: Layer;
  depth: number;
  selected: boolean;
  renaming: boolean;
  collapsed: boolean;
  /** Where a row being dragged over this one would land. */
  hint: Place | null;
  locked: boolean;
  colors: { selected: string; line: string; secondary: string };
  actions: RowActions;
}

/** One row; memoised, so a change re-renders only the rows whose layer (or selection, hint…) changed. */
const LayerRowView = memo(function LayerRowView({ layer, depth, selected, renaming, collapsed, hint, locked, colors, actions }: LayerRowProps) {
  const isGroup = layer.type === 'Group';
  const place = (e: DragEvent<HTMLDivElement>) => dropPlace(e.clientY - e.currentTarget.getBoundingClientRect().top, LAYER_ROW_HEIGHT, isGroup);
  const line = `2px solid ${colors.line}`;
  const style: CSSProperties = {
    height: LAYER_ROW_HEIGHT,
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    paddingLeft: depth * INDENT,
    boxSizing: 'border-box',
    cursor: 'pointer',
    borderRadius: 4,
    background: selected || hint === 'into' ? colors.selected : undefined,
    borderTop: hint === 'above' ? line : '2px solid transparent',
    borderBottom: hint === 'below' ? line : '2px solid transparent',
  };
  return (
    <div
      role="treeitem"
      aria-selected={selected}
      aria-level={depth + 1}
      aria-expanded={isGroup ? !collapsed : undefined}
      data-testid={`layer-row-${layer.id}`}
      style={style}
      draggable={!locked && !renaming}
      onClick={(e) => actions.select(layer.id, e.ctrlKey || e.metaKey)}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', layer.id);
        actions.dragStart(layer.id);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        actions.dragOver(layer.id, place(e));
      }}
      onDrop={(e) => {
        e.preventDefault();
        actions.drop(layer.id, place(e));
      }}
      onDragEnd={() => actions.dragEnd()}
    >
      <span style={{ width: 20, flex: 'none', display: 'inline-flex', justifyContent: 'center' }}>
        {isGroup && (
          <RowButton label={collapsed ? `Expand ${layer.title}` : `Collapse ${layer.title}`} onClick={() => actions.toggleCollapsed(layer.id)}>
            {collapsed ? <CaretRightOutlined /> : <CaretDownOutlined />}
          </RowButton>
        )}
      </span>
      <span style={{ flex: 1, minWidth: 0 }}>
        {renaming ? (
          <Input
            size="small"
            autoFocus
            defaultValue={layer.title}
            aria-label="Layer name"
            maxLength={200}
            onClick={(e) => e.stopPropagation()}
            onPressEnter={(e) => actions.rename(layer.id, e.currentTarget.value)}
            onBlur={(e) => actions.rename(layer.id, e.currentTarget.value)}
          />
        ) : (
          // A plain span cut by CSS: antd's Typography ellipsis observes each row's size, and rows come and go as the list scrolls.
          <span
            style={{ display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', color: layer.visible ? undefined : colors.secondary }}
            onDoubleClick={() => !locked && actions.startRename(layer.id)}
          >
            {layer.title || `${layer.type} layer`}
          </span>
        )}
      </span>
      <span style={{ flex: 'none' }}>
        <RowButton label={layer.visible ? `Hide ${layer.title}` : `Show ${layer.title}`} disabled={locked} onClick={() => actions.toggleVisible(layer.id)}>
          {layer.visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </RowButton>
        <RowButton label={layer.lock ? `Unlock ${layer.title}` : `Lock ${layer.title}`} disabled={locked} onClick={() => actions.toggleLock(layer.id)}>
          {layer.lock ? <LockOutlined /> : <UnlockOutlined />}
        </RowButton>
      </span>
    </div>
  );
});

/** How a row's icon buttons look (antd's small text button): a class, so hover needs no state. */
const ROW_BUTTON_CSS = `.pod-layer-row-button{display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;padding:0;border:0;border-radius:4px;background:transparent;color:inherit;cursor:pointer}
.pod-layer-row-button:hover:not(:disabled){background:rgba(0,0,0,0.06)}
.pod-layer-row-button:disabled{cursor:not-allowed;opacity:0.35}`;

/**
 * A row's icon button (eye, lock, caret). A plain button rather than antd's Button: each of those
 * reads the config and theme contexts, registers its styles and mounts a click wave — some 60 of
 * them come and go with the rows of an undo or a scroll.
 */
function RowButton({ label, disabled, onClick, children }: { label: string; disabled?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="pod-layer-row-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      {children}
    </button>
  );
}

