import { Alert, Skeleton, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { Page, useNotify, usePlatform } from '@pod/platform';
import { AccountDetailForm } from './AccountDetailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import {
  CREATE_USER_MUTATION,
  UPDATE_USER_MUTATION,
  USER_BY_ID_QUERY,
  USER_FORM_ROLES_QUERY,
  type UserFormUser,
} from './queries';
import { toUserInput, type UserFormValues } from './userInput';

/** Where saving or cancelling a user returns to (spec 001 routes). */
const USERS_LIST = '/admin/users-manager';

/**
 * /admin/user-form creates a user; /admin/users-manager/edit/:id edits one, with a second
 * Change Password tab.
 */
export function UserFormPage() {
  const { id } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const notify = useNotify();
  const { user: me } = usePlatform();
  const editing = !!id;

  const [userResult] = useQuery<{ userById: UserFormUser | null }>({
    query: USER_BY_ID_QUERY,
    variables: { id },
    pause: !editing,
    requestPolicy: 'cache-and-network',
  });
  const [rolesResult] = useQuery<{ roles: { id: string; name: string }[] }>({ query: USER_FORM_ROLES_QUERY });
  const [createState, createUser] = useMutation(CREATE_USER_MUTATION);
  const [updateState, updateUser] = useMutation(UPDATE_USER_MUTATION);

  const onSubmit = async (values: UserFormValues) => {
    const input = toUserInput(values);
    if (editing) {
      delete input.password;
      const result = await updateUser({ id, input });
      if (result.error) return notify.error(result.error);
      notify.success('User has been updated');
    } else {
      const result = await createUser({ input });
      if (result.error) return notify.error(result.error);
      notify.success('User successfully created ');
    }
    navigate(USERS_LIST);
  };

  const title = editing ? 'Edit User' : 'New User';
  const roles = rolesResult.data?.roles ?? [];
  const user = userResult.data?.userById ?? undefined;

  if (editing && userResult.error) {
    return (
      <Page title={title} back={USERS_LIST}>
        <Alert type="error" showIcon title={userResult.error.graphQLErrors[0]?.message ?? userResult.error.message} />
      </Page>
    );
  }
  if (editing && !user) {
    return (
      <Page title={title} back={USERS_LIST}>
        <Skeleton active />
      </Page>
    );
  }

  const accountForm = (
    <AccountDetailForm
      key={user?.id ?? 'new'}
      user={user}
      roles={roles}
      saving={createState.fetching || updateState.fetching}
      onSubmit={onSubmit}
      onCancel={() => navigate(USERS_LIST)}
    />
  );

  const items = [{ key: 'account', label: 'Account Detail', children: accountForm }];
  if (editing && user) {
    items.push({
      key: 'password',
      label: 'Change Password',
      children: <ChangePasswordForm userId={user.id} own={user.id === me?.id} />,
    });
  }

  return (
    <Page title={title} back={USERS_LIST}>
      <Tabs items={items} />
    </Page>
  );
}
