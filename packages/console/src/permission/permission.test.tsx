// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../routes/types.js';
import { Permission } from './permission.js';

vi.mock('../stores/routes.js', () => ({
  findRoute: () => undefined,
  answeredButtonsFor: () => undefined,
  buttonsFor: async () => [
    { operation: 'EditAppRole', label: '编辑', fIndex: 2, toolbar: 'row' },
    { operation: 'AddAppRole', label: '新增', fIndex: 1, toolbar: 'toolbar' },
  ],
}));

const route = { path: '/system/role-manage', menuKey: 'AppRole/SystemRoleManage' } as AppRoute;

afterEach(cleanup);

describe('<Permission> (SPEC §6)', () => {
  it('shows what the user has and removes what they lack', async () => {
    render(
      <MemoryRouter>
        <Permission operation="AddAppRole" route={route}>
          <button type="button">新增</button>
        </Permission>
        <Permission operation="DeleteAppRoleIDS" route={route}>
          <button type="button">删除</button>
        </Permission>
      </MemoryRouter>,
    );
    expect(await screen.findByText('新增')).toBeTruthy();
    expect(screen.queryByText('删除')).toBeNull();
  });
});
