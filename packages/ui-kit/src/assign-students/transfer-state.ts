/**
 * A transfer box's state (SPEC §2.4): candidates on the left, the chosen on the right, a check mark per item
 * on each side and a name filter over the left. Items are identified by string keys; the lists themselves
 * are derived from the current items, so a key whose item disappears simply drops out of view.
 */
export interface TransferItem {
  key: string;
  label: string;
  /** A second line, e.g. the student's mobile. */
  hint?: string;
}

export type TransferSide = 'left' | 'right';

export interface TransferState {
  chosen: readonly string[];
  checked: Readonly<Record<TransferSide, readonly string[]>>;
  filter: string;
}

export type TransferAction =
  | { type: 'toggle'; side: TransferSide; key: string }
  | { type: 'toggleAll'; side: TransferSide; keys: readonly string[] }
  /** Moves the given checked keys: the hook passes those shown, so a check hidden by the filter stays put. */
  | { type: 'move'; to: TransferSide; keys: readonly string[] }
  | { type: 'filter'; text: string }
  /** Puts these first among the chosen (what is assigned already, which may load after a first pick). */
  | { type: 'choose'; keys: readonly string[] }
  /** Another class's candidates: the left checks were of the last list; the choice stays. */
  | { type: 'newList' }
  | { type: 'reset' };

export const initialTransfer: TransferState = { chosen: [], checked: { left: [], right: [] }, filter: '' };

const without = (list: readonly string[], remove: readonly string[]) =>
  list.filter((key) => !remove.includes(key));

export function transferReducer(state: TransferState, action: TransferAction): TransferState {
  switch (action.type) {
    case 'toggle': {
      const current = state.checked[action.side];
      const next = current.includes(action.key) ? without(current, [action.key]) : [...current, action.key];
      return { ...state, checked: { ...state.checked, [action.side]: next } };
    }
    case 'toggleAll': {
      // The header box checks every shown item, or clears them when all are already checked.
      const current = state.checked[action.side];
      const allChecked = action.keys.length > 0 && action.keys.every((key) => current.includes(key));
      const next = allChecked ? without(current, action.keys) : [...new Set([...current, ...action.keys])];
      return { ...state, checked: { ...state.checked, [action.side]: next } };
    }
    case 'move': {
      const from: TransferSide = action.to === 'right' ? 'left' : 'right';
      const moving = action.keys.filter((key) => state.checked[from].includes(key));
      if (moving.length === 0) return state;
      const chosen =
        action.to === 'right'
          ? [...state.chosen, ...without(moving, state.chosen)]
          : without(state.chosen, moving);
      return {
        ...state,
        chosen,
        checked: { ...state.checked, [from]: without(state.checked[from], moving) },
      };
    }
    case 'filter':
      return { ...state, filter: action.text };
    case 'choose':
      return { ...state, chosen: [...new Set([...action.keys, ...state.chosen])] };
    case 'newList':
      return { ...state, checked: { ...state.checked, left: [] } };
    case 'reset':
      return initialTransfer;
  }
}

const matches = (item: TransferItem, filter: string) => {
  const needle = filter.trim().toLowerCase();
  return needle === '' || item.label.toLowerCase().includes(needle);
};

/**
 * The two lists as shown: the left one `items` (the current candidates) filtered by name, the right one in
 * the order items were chosen, looked up in `pool`: every item seen so far, so that what was chosen from
 * another class's candidates stays chosen.
 */
export function transferLists(
  items: readonly TransferItem[],
  state: TransferState,
  pool: readonly TransferItem[] = items,
) {
  const byKey = new Map([...pool, ...items].map((item) => [item.key, item]));
  const right = state.chosen.flatMap((key) => byKey.get(key) ?? []);
  const left = items.filter((item) => !state.chosen.includes(item.key) && matches(item, state.filter));
  const present = (side: TransferSide, shown: readonly TransferItem[]) =>
    state.checked[side].filter((key) => shown.some((item) => item.key === key));
  return {
    left,
    right,
    checked: { left: present('left', left), right: present('right', right) },
    chosenKeys: right.map((item) => item.key),
  };
}
