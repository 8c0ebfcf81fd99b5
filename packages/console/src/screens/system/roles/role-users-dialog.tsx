import { Button, Tabs } from '@chakra-ui/react';
import { entityByName } from '@practice/sdk/contract';
import { AppDialog, columnsFromEntity, DataTable, type DataTableApi, type TableRow } from '@practice/ui-kit';
import { useCallback, useMemo } from 'react';
import { idOf } from '../../entity-list/index.js';
import { addRoleUsers, removeRoleUsers, roleUsers } from './role-calls.js';
import { roleDialogTitle, roleIdOf } from './role-dialog-title.js';

export interface RoleUsersDialogProps {
  /** The role whose users are shown; null: closed. */
  role: TableRow | null;
  /** The server's word for the button that opened it (分配用户). */
  title: string;
  /** The server's word for removing users (移除用户); absent when the page does not grant it. */
  removeLabel?: string | undefined;
  onClose: () => void;
}

const ADD_LABEL = '添加用户';
export const REMOVE_USERS_CONFIRM = '确定要将选中的用户移出该角色吗？';

// The account columns a role's member list needs, as the AppUser catalogue words them.
const USER_COLUMNS = ['cUserName', 'cRealName', 'cMobile', 'cSchoolName', 'fUserLabel'];
const userColumns = () => {
  const user = entityByName.get('AppUser');
  const all = user ? columnsFromEntity(user) : [];
  return USER_COLUMNS.flatMap((key) => all.filter((c) => c.key === key)).map((c) => ({
    ...c,
    sortable: false,
  }));
};
const SEARCH_BY_NAME = [{ key: 'cRealName', label: '姓名' }] as const;

/** One tab's list: the role's users (held) or the users not in it, searchable by name and paged. */
function RoleUserList({
  roleId,
  held,
  toolbar,
}: {
  roleId: string;
  held: boolean;
  toolbar: (api: DataTableApi<TableRow>) => React.ReactNode;
}) {
  const columns = useMemo(userColumns, []);
  const fetchPage = useCallback(
    (params: Parameters<typeof roleUsers>[2]) => roleUsers(roleId, held, params),
    [roleId, held],
  );
  return (
    <DataTable<TableRow>
      rowKey="fAppUserId"
      columns={columns}
      fetchPage={fetchPage}
      searchFields={SEARCH_BY_NAME}
      dateRange={false}
      height={360}
      toolbar={toolbar}
    />
  );
}

/**
 * 分配用户: the role's users (searchable by name, paged) with 移除用户 for the selected ones, and the users
 * not yet in it, from which the selected ones are added (SetAppRoleUser). The tabs mount afresh when
 * switched, so each shows the other's changes.
 */
export function RoleUsersDialog({ role, title, removeLabel, onClose }: RoleUsersDialogProps) {
  const roleId = roleIdOf(role);
  return (
    <AppDialog open={role !== null} onClose={onClose} title={roleDialogTitle(title, role)} size="large">
      {/* Nothing is listed without a role: while the dialog fades out, no call goes out without an id. */}
      {roleId !== null && <RoleUserTabs roleId={roleId} removeLabel={removeLabel} />}
    </AppDialog>
  );
}

/** The two tabs of one role: its users, and the users to add to it. */
function RoleUserTabs({ roleId, removeLabel }: { roleId: string; removeLabel?: string | undefined }) {
  const byIds = (run: (ids: string[]) => Promise<unknown>) => (rows: TableRow[]) =>
    run(rows.map((r) => idOf(r, 'fAppUserId')));
  const remove = (api: DataTableApi<TableRow>, label: string) =>
    void api.runBulk(
      label,
      byIds((ids) => removeRoleUsers(roleId, ids)),
      { confirmText: REMOVE_USERS_CONFIRM },
    );
  const add = (api: DataTableApi<TableRow>) =>
    void api.runBulk(
      ADD_LABEL,
      byIds((ids) => addRoleUsers(roleId, ids)),
    );

  return (
    <Tabs.Root defaultValue="held" variant="line" lazyMount unmountOnExit>
      <Tabs.List>
        <Tabs.Trigger value="held">已分配用户</Tabs.Trigger>
        <Tabs.Trigger value="others">{ADD_LABEL}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="held">
        <RoleUserList
          roleId={roleId}
          held
          toolbar={(api) =>
            removeLabel && (
              <Button size="sm" colorPalette="red" variant="outline" onClick={() => remove(api, removeLabel)}>
                {removeLabel}
              </Button>
            )
          }
        />
      </Tabs.Content>
      <Tabs.Content value="others">
        <RoleUserList
          roleId={roleId}
          held={false}
          toolbar={(api) => (
            <Button size="sm" colorPalette="brand" onClick={() => add(api)}>
              {ADD_LABEL}
            </Button>
          )}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
