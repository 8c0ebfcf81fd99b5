import { Alert, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { AppDialog, DialogActions, Loading, type TableRow } from '@practice/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { useFormSubmit } from '../../entity-list/use-form-submit.js';
import {
  API_GROUPINGS,
  type ApiGrant,
  type ApiGrouping,
  allFixed,
  buildApiTree,
  grantedOperations,
  initiallyGranted,
} from './api-tree.js';
import { MenuCheckTree } from './menu-check-tree.js';
import { roleApis, setRoleApis } from './role-calls.js';
import { roleDialogTitle, roleIdOf } from './role-dialog-title.js';

export interface RoleApisDialogProps {
  /** The role whose operations are edited; null: closed. */
  role: TableRow | null;
  /** The server's word for the button that opened it (接口权限). */
  title: string;
  onClose: () => void;
}

export const ALL_APIS_NOTICE = '该角色拥有全部接口权限，无需设置（只读）';

/**
 * 接口权限: every operation with the role's grant, grouped by API or by controller, with a filter. Fixed
 * operations (open to everyone) are disabled; a role whose every operation is fixed (the platform role,
 * whose grants the server refuses to set) is shown read-only without 保存.
 */
export function RoleApisDialog({ role, title, onClose }: RoleApisDialogProps) {
  const roleId = roleIdOf(role);
  const [grants, setGrants] = useState<ApiGrant[] | null>(null);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [grouping, setGrouping] = useState<ApiGrouping>('api');
  const form = useFormSubmit();

  useEffect(() => {
    setGrants(null);
    if (roleId === null) return;
    let live = true;
    roleApis(roleId).then(
      (list) => {
        if (!live) return;
        setGrants(list);
        setChecked(initiallyGranted(list));
      },
      () => live && setGrants([]),
    );
    return () => {
      live = false;
    };
  }, [roleId]);

  const nodes = useMemo(() => buildApiTree(grants ?? [], grouping), [grants, grouping]);
  const readOnly = grants !== null && allFixed(grants);

  const save = () => {
    if (roleId === null || !grants) return;
    return form.save({
      send: () => setRoleApis(roleId, grantedOperations(grants, checked)),
      onDone: onClose,
    });
  };

  return (
    <AppDialog
      open={role !== null}
      onClose={onClose}
      title={roleDialogTitle(title, role)}
      size="medium"
      footer={
        readOnly ? undefined : (
          <DialogActions
            onCancel={onClose}
            confirmLabel="保存"
            onConfirm={() => void save()}
            loading={form.saving}
            disabled={grants === null}
          />
        )
      }
    >
      {grants === null ? (
        <Loading size="sm" />
      ) : (
        <Stack gap="3">
          {readOnly && (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Title>{ALL_APIS_NOTICE}</Alert.Title>
            </Alert.Root>
          )}
          <HStack justify="space-between" flexWrap="wrap">
            <SegmentGroup.Root
              size="sm"
              value={grouping}
              onValueChange={(d) => d.value && setGrouping(d.value as ApiGrouping)}
              aria-label="分组方式"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={[...API_GROUPINGS]} />
            </SegmentGroup.Root>
            <Text fontSize="sm" color="fg.muted">
              已授权 {grants.filter((g) => checked.has(g.cOperation)).length} / {grants.length}
            </Text>
          </HStack>
          <MenuCheckTree
            label="接口"
            nodes={nodes}
            checked={checked}
            {...(readOnly ? {} : { onChange: setChecked })}
            emptyText="暂无接口"
          />
        </Stack>
      )}
    </AppDialog>
  );
}
