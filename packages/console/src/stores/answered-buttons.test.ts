import { describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../routes/types.js';
import { answeredButtonsFor, buttonsFor, resetRoutes } from './routes.js';

const ADD = { operation: 'AddInternshipDiary', label: '写日志', fIndex: 1, toolbar: 'toolbar' as const };
vi.mock('../permission/fetch-buttons.js', () => ({ fetchButtons: async () => [ADD] }));

const diaries = { menuKey: 'InternshipDiary/Index' } as AppRoute;

describe('buttons already answered (a toolbar drawn whole in its first frame)', () => {
  it('are known without waiting once the server has answered, until the session changes', async () => {
    expect(answeredButtonsFor(diaries)).toBeUndefined();
    await buttonsFor(diaries);
    expect(answeredButtonsFor(diaries)).toEqual([ADD]);
    expect(answeredButtonsFor({ menuKey: 'InternshipTask/Index' } as AppRoute)).toBeUndefined();
    resetRoutes();
    expect(answeredButtonsFor(diaries)).toBeUndefined();
  });
});
