import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { AppDialog, OptionSelect, runBulkAction, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { useLoaded } from '../../data/use-loaded.js';
import { callOperation, idOf } from '../entity-list/index.js';

interface RoleRow {
  fAppRoleId: string;
  cRoleName: string;
}

/** Every role at once: a user holds a handful (pageNumber -1, SPEC §9). */
const ALL = { pageNumber: -1, pageSize: 10 };

const rolesOf = async (operation: string, userId: string) =>
  ((await callOperation(operation, { ...ALL, fAppUserId: userId })) as { List: RoleRow[] }).List;

export interface UserRolesDialogProps {
  /** The account whose roles are shown; closed when absent. */
  user: TableRow | null;
  /** What the page's buttons grant: adding (SetAppUserRole) and removing (DeleteAppUserRoleIDS). */
  canAdd: boolean;
  canRemove: boolean;
  onClose: () => void;
}

/** A user's roles are held on the account: a change to them is a write to AppUser (SetAppUserRole ...). */
const ROLE_READS = ['AppUser', 'AppRole'];

/**
 * 分配角色: the user's roles (GetAppUserRolePageList), each removable (DeleteAppUserRoleIDS), and the roles
 * they lack (GetUnSelectAppUserRoleList) to add (SetAppUserRole). Each change reports as a bulk action
 * (SPEC §8); both lists and the table's 角色 column refresh through the write itself (src/data).
 */
export function UserRolesDialog({ user, canAdd, canRemove, onClose }: UserRolesDialogProps) {
  const userId = user ? idOf(user, 'fAppUserId') : undefined;
  const [chosen, setChosen] = useState('');
  // A refusal is already the SDK's toast; the lists stay empty.
  const roles = useLoaded(
    userId === undefined ? null : `roles of user ${userId}`,
    () =>
      Promise.all([
        rolesOf('GetAppUserRolePageList', userId ?? ''),
        rolesOf('GetUnSelectAppUserRoleList', userId ?? ''),
      ]),
    { reads: ROLE_READS },
  ).value;
  const [held, others] = roles ?? [[], []];
  // The role just added is no longer among those to choose.
  const changed = () => setChosen('');

  // The chosen role's id is the select's value as it is: role ids are strings.
  const add = async () => {
    if (userId === undefined) return;
    await runBulkAction({
      action: '分配角色',
      rows: [chosen],
      run: (ids) => callOperation('SetAppUserRole', { fAppUserId: userId, ids }),
      reload: changed,
    });
  };

  const remove = async (role: RoleRow) => {
    if (userId === undefined) return;
    await runBulkAction({
      action: '移除角色',
      rows: [role.fAppRoleId],
      run: (ids) => callOperation('DeleteAppUserRoleIDS', { fAppUserId: userId, ids }),
      reload: changed,
      confirmText: `确定要移除用户「${String(user?.cRealName ?? '')}」的角色「${role.cRoleName}」吗？`,
    });
  };

  return (
    <AppDialog
      open={!!user}
      onClose={onClose}
      title={`分配角色 - ${String(user?.cRealName ?? '')}`}
      size="small"
    >
      <Stack gap="4">
        <Table.Root size="sm" aria-label="已有角色">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>角色名称</Table.ColumnHeader>
              {canRemove && <Table.ColumnHeader textAlign="end">操作</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {held.map((role) => (
              <Table.Row key={role.fAppRoleId}>
                <Table.Cell>{role.cRoleName}</Table.Cell>
                {canRemove && (
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`移除${role.cRoleName}`}
                      onClick={() => void remove(role)}
                    >
                      移除
                    </Button>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {held.length === 0 && <Text color="fg.muted">该用户暂无角色</Text>}
        {canAdd && (
          <HStack>
            <OptionSelect
              aria-label="可分配的角色"
              placeholder="请选择角色"
              options={others.map((r) => ({ value: r.fAppRoleId, label: r.cRoleName }))}
              value={chosen}
              onChange={setChosen}
            />
            <Button colorPalette="brand" disabled={chosen === ''} onClick={() => void add()}>
              添加
            </Button>
          </HStack>
        )}
      </Stack>
    </AppDialog>
  );
}
