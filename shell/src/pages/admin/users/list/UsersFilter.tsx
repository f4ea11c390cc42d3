import { Badge, Button, Form, Popover, Select, Space } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { RoleRow } from './queries';

export interface UsersFilterValue {
  /** undefined = every status */
  status?: boolean;
  /** role name; undefined = "All roles" */
  role?: string;
}

const ALL_ROLES = '__all__';
const ALL_STATUSES = '__all__';

interface Props {
  value: UsersFilterValue;
  roles: RoleRow[];
  onChange(next: UsersFilterValue): void;
}

/** The filter popover of the users list: status Active/Inactive and a role select. */
export function UsersFilter({ value, roles, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const active = (value.status !== undefined ? 1 : 0) + (value.role ? 1 : 0);

  const content = (
    <Form layout="vertical" style={{ width: 240 }}>
      <Form.Item label="Status" htmlFor="users-filter-status">
        <Select
          id="users-filter-status"
          aria-label="Status"
          value={value.status === undefined ? ALL_STATUSES : value.status ? 'active' : 'inactive'}
          onChange={(v) => onChange({ ...value, status: v === ALL_STATUSES ? undefined : v === 'active' })}
          options={[
            { value: ALL_STATUSES, label: 'All statuses' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Role" htmlFor="users-filter-role">
        <Select
          id="users-filter-role"
          aria-label="Role"
          value={value.role ?? ALL_ROLES}
          onChange={(v) => onChange({ ...value, role: v === ALL_ROLES ? undefined : v })}
          options={[{ value: ALL_ROLES, label: 'All roles' }, ...roles.map((r) => ({ value: r.name, label: r.name }))]}
        />
      </Form.Item>
      <Space>
        <Button onClick={() => onChange({})}>Reset Filter</Button>
        <Button type="primary" onClick={() => setOpen(false)}>
          Close
        </Button>
      </Space>
    </Form>
  );

  return (
    <Popover content={content} trigger="click" placement="bottomLeft" open={open} onOpenChange={setOpen}>
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />}>Filter</Button>
      </Badge>
    </Popover>
  );
}
