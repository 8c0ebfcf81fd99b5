import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TableRow } from '@practice/ui-kit';
import { Loading } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { usePageButtons, usePageRoute } from '../../permission/index.js';
import { useFormSubmit } from '../entity-list/use-form-submit.js';
import { MenuCheckTree } from './roles/menu-check-tree.js';
import { ROLE_MENU_SAVE, roleMenuTree, saveRoleMenuTree } from './roles/role-calls.js';
import { roleIdOf } from './roles/role-dialog-title.js';
import { RolePicker } from './roles/role-picker.js';
import { useMenuAssignment } from './roles/use-menu-assignment.js';

/**
 * /system/role-menu-manage (角色菜单): the roles on the left, the chosen role's console menus as a
 * checkbox tree on the right (AppRoleMenuGetList), saved by the page's 保存菜单 button when the server
 * grants it (AppRoleMenu_SetAdminAppRoleMenu).
 */
export default function RoleMenuManageScreen() {
  const route = usePageRoute();
  const buttons = usePageButtons();
  const [role, setRole] = useState<TableRow | null>(null);
  const form = useFormSubmit();
  const roleId = roleIdOf(role);
  // One loader per role (a new one loads again); none while no role is chosen.
  const load = useMemo(() => (roleId === null ? null : () => roleMenuTree(roleId)), [roleId]);
  const menus = useMenuAssignment(load);
  const saveLabel = buttons.label(ROLE_MENU_SAVE);

  const save = () => {
    if (roleId === null) return;
    return form.save({ send: () => saveRoleMenuTree(roleId, menus.savedIds()), onDone: () => undefined });
  };

  return (
    <Stack gap="4" data-screen="role-menu-manage">
      <Heading size="md">{route?.title ?? '角色菜单'}</Heading>
      {/* Side by side from a tablet up; on a phone the roles come first and the menus under them. */}
      <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }} gap="6">
        <RolePicker selectedId={roleId} onSelect={setRole} />
        <Stack flex="1" minWidth="0" gap="3">
          <HStack justify="space-between">
            <Text fontWeight="semibold">
              {role ? `${String(role.cRoleName ?? '')} 的菜单` : '请选择角色'}
            </Text>
            {saveLabel && (
              <Button
                size="sm"
                colorPalette="brand"
                loading={form.saving}
                disabled={roleId === null || menus.loading}
                onClick={() => void save()}
              >
                {saveLabel}
              </Button>
            )}
          </HStack>
          <Box>
            {menus.loading ? (
              <Loading size="sm" />
            ) : (
              <MenuCheckTree
                label="角色菜单"
                nodes={menus.nodes}
                checked={menus.checked}
                {...(saveLabel ? { onChange: menus.setChecked } : {})}
                emptyText={roleId === null ? '请选择角色' : '暂无菜单'}
                maxHeight="65vh"
              />
            )}
          </Box>
        </Stack>
      </Stack>
    </Stack>
  );
}
