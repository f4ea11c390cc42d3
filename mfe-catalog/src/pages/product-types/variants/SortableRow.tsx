import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react';
import { Button } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/*
 * antd's "drag sorting with handle" pattern: the table's body rows are dnd-kit sortables and the
 * handle in the first column starts the drag (mouse, touch or keyboard: Space, arrows, Space).
 * The handle, not the <tr>, carries dnd-kit's ARIA attributes so rows keep their row role.
 */

type HandleProps = Pick<ReturnType<typeof useSortable>, 'setActivatorNodeRef' | 'listeners' | 'attributes'>;

const HandleContext = createContext<HandleProps | null>(null);

export function DragHandle() {
  const handle = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: 'move' }}
      ref={handle?.setActivatorNodeRef}
      {...handle?.attributes}
      {...handle?.listeners}
      aria-label="Drag to reorder"
    />
  );
}

interface RowProps extends HTMLAttributes<HTMLTableRowElement> {
  'data-row-key'?: string;
}

function Sortable({ rowKey, style, ...props }: RowProps & { rowKey: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: rowKey });
  const rowStyle: CSSProperties = {
    ...style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 10, background: 'var(--ant-color-bg-container, #fff)' } : {}),
  };
  const handle = useMemo(() => ({ setActivatorNodeRef, listeners, attributes }), [setActivatorNodeRef, listeners, attributes]);
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={rowStyle} />
    </HandleContext.Provider>
  );
}

/** Body row of the variants table; the "No variants added." placeholder row has no key and does not sort. */
export function SortableRow(props: RowProps) {
  const rowKey = props['data-row-key'];
  if (rowKey === undefined) return <tr {...props} />;
  return <Sortable rowKey={rowKey} {...props} />;
}
