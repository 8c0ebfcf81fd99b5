import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { TableRow } from '@practice/ui-kit';
import { Loading } from '@practice/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { useLoaded } from '../../../data/use-loaded.js';
import { idOf } from '../../entity-list/index.js';
import { rolePage } from './role-calls.js';

/** Roles listed at once: a console has a handful; beyond this the name search narrows them. */
export const ROLE_PICKER_SIZE = 100;

export interface RolePickerProps {
  /** The chosen role's fAppRoleId. */
  selectedId: string | null;
  onSelect: (role: TableRow) => void;
}

/**
 * The role-menu screen's list of roles (AppRoleMenu AppRoleGetPageList), searchable by name. The first
 * role is chosen when nothing is, so the tree beside it is never blank.
 */
export function RolePicker({ selectedId, onSelect }: RolePickerProps) {
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  // A new search keeps the last list in view until its own answer; a refused one (the SDK's toast) lists none.
  const loaded = useLoaded(
    `roles ${query}`,
    () => rolePage({ pageNumber: 1, pageSize: ROLE_PICKER_SIZE, ...(query ? { cRoleName: query } : {}) }),
    { keepLast: true },
  );
  const page = loaded.status === 'failed' ? { rows: [], total: 0 } : (loaded.value ?? null);

  const first = page?.rows[0];
  useEffect(() => {
    if (selectedId === null && first) onSelect(first);
  }, [selectedId, first, onSelect]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(name.trim());
  };

  return (
    <Stack gap="2" width={{ base: 'full', md: '260px' }} flexShrink={0} data-testid="role-picker">
      <HStack as="form" gap="2" onSubmit={search} aria-label="角色查询">
        <Input
          size="sm"
          value={name}
          placeholder="请输入角色名称"
          onChange={(e) => setName(e.target.value)}
        />
        <Button size="sm" type="submit" colorPalette="brand">
          查询
        </Button>
      </HStack>
      {page === null ? (
        <Loading size="sm" />
      ) : page.rows.length === 0 ? (
        <Text color="fg.muted">暂无数据</Text>
      ) : (
        <Box
          as="ul"
          aria-label="角色"
          listStyleType="none"
          margin="0"
          padding="0"
          overflow="auto"
          maxHeight="65vh"
        >
          {page.rows.map((role) => {
            const id = idOf(role, 'fAppRoleId');
            const selected = id === selectedId;
            return (
              <li key={id}>
                <Button
                  width="full"
                  justifyContent="flex-start"
                  size="sm"
                  variant={selected ? 'subtle' : 'ghost'}
                  colorPalette={selected ? 'brand' : 'gray'}
                  aria-pressed={selected}
                  onClick={() => onSelect(role)}
                >
                  {String(role.cRoleName ?? '')}
                </Button>
              </li>
            );
          })}
        </Box>
      )}
      {page && page.total > page.rows.length && (
        <Text fontSize="xs" color="fg.muted">
          共 {page.total} 个角色，仅列出前 {page.rows.length} 个，请按名称查询
        </Text>
      )}
    </Stack>
  );
}
