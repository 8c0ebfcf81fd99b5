import { describe, expect, it } from 'vitest';
import {
  initialTransfer,
  type TransferAction,
  type TransferItem,
  type TransferState,
  transferLists,
  transferReducer,
} from './transfer-state.js';

const ITEMS: TransferItem[] = [
  { key: '1', label: '张三' },
  { key: '2', label: '李四' },
  { key: '3', label: '张小明' },
  { key: '4', label: 'Wang Fang' },
];

const run = (actions: TransferAction[], from: TransferState = initialTransfer) =>
  actions.reduce(transferReducer, from);
const toggle = (side: 'left' | 'right', key: string): TransferAction => ({ type: 'toggle', side, key });
const keysOf = (items: readonly TransferItem[]) => items.map((item) => item.key);
const lists = (state: TransferState) => transferLists(ITEMS, state);

describe('transfer box', () => {
  it.each<[string, TransferAction[], string[], string[]]>([
    ['nothing chosen at first', [], ['1', '2', '3', '4'], []],
    [
      'checked items move right',
      [toggle('left', '1'), toggle('left', '3'), { type: 'move', to: 'right', keys: ['1', '3'] }],
      ['2', '4'],
      ['1', '3'],
    ],
    [
      'an unchecked key does not move',
      [toggle('left', '1'), { type: 'move', to: 'right', keys: ['1', '2'] }],
      ['2', '3', '4'],
      ['1'],
    ],
    [
      'checked items move back left',
      [
        toggle('left', '1'),
        toggle('left', '2'),
        { type: 'move', to: 'right', keys: ['1', '2'] },
        toggle('right', '1'),
        { type: 'move', to: 'left', keys: ['1'] },
      ],
      ['1', '3', '4'],
      ['2'],
    ],
    [
      'toggling twice unchecks',
      [toggle('left', '1'), toggle('left', '1'), { type: 'move', to: 'right', keys: ['1'] }],
      ['1', '2', '3', '4'],
      [],
    ],
  ])('%s', (_case, actions, left, right) => {
    const shown = lists(run(actions));
    expect(keysOf(shown.left)).toEqual(left);
    expect(keysOf(shown.right)).toEqual(right);
    expect(shown.chosenKeys).toEqual(right);
  });

  it.each<[string, string, string[]]>([
    ['by part of a name', '张', ['1', '3']],
    ['ignoring case and spaces around', '  wang ', ['4']],
    ['to nothing when no name matches', '赵', []],
  ])('filters the left list %s', (_case, text, expected) => {
    expect(keysOf(lists(run([{ type: 'filter', text }])).left)).toEqual(expected);
  });

  it('does not filter the chosen list', () => {
    const state = run([
      toggle('left', '2'),
      { type: 'move', to: 'right', keys: ['2'] },
      { type: 'filter', text: '张' },
    ]);
    expect(keysOf(lists(state).right)).toEqual(['2']);
  });

  it('checks every shown item with the header box, then clears them', () => {
    const once = run([{ type: 'toggleAll', side: 'left', keys: ['1', '3'] }]);
    expect(lists(once).checked.left).toEqual(['1', '3']);
    expect(lists(run([{ type: 'toggleAll', side: 'left', keys: ['1', '3'] }], once)).checked.left).toEqual(
      [],
    );
  });

  it('keeps a check hidden by the filter where it is when the shown ones move', () => {
    const state = run([toggle('left', '2'), toggle('left', '1'), { type: 'filter', text: '张' }]);
    const shown = lists(state);
    expect(shown.checked.left).toEqual(['1']);
    const moved = run([{ type: 'move', to: 'right', keys: shown.checked.left }], state);
    expect(moved.chosen).toEqual(['1']);
    expect(moved.checked.left).toEqual(['2']);
  });

  it('drops chosen keys whose items are no longer loaded', () => {
    const state = run([toggle('left', '4'), { type: 'move', to: 'right', keys: ['4'] }]);
    expect(transferLists(ITEMS.slice(0, 2), state).chosenKeys).toEqual([]);
  });

  it('keeps the chosen from another list, found in the pool, and clears only the left checks', () => {
    const state = run([toggle('left', '4'), { type: 'move', to: 'right', keys: ['4'] }, toggle('left', '1')]);
    const next = run([{ type: 'newList' }], state);
    expect(next.checked.left).toEqual([]);
    expect(keysOf(transferLists(ITEMS.slice(0, 2), next, ITEMS).right)).toEqual(['4']);
  });

  it('puts the assigned first among the chosen, without doubling one chosen already', () => {
    const state = run([toggle('left', '2'), { type: 'move', to: 'right', keys: ['2'] }]);
    expect(run([{ type: 'choose', keys: ['3', '2'] }], state).chosen).toEqual(['3', '2']);
  });

  it('resets to nothing chosen, checked or filtered', () => {
    expect(run([toggle('left', '1'), { type: 'filter', text: 'x' }, { type: 'reset' }])).toEqual(
      initialTransfer,
    );
  });
});
