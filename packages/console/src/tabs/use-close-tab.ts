import { useNavigate } from 'react-router-dom';
import { closeTab } from '../stores/tabs.js';
import type { CloseKind } from './tab-rules.js';

/** Closes tabs and, when the active one went, follows to the last tab or to /. */
export function useCloseTab() {
  const navigate = useNavigate();
  return (key: string, kind: CloseKind = 'self') => {
    const target = closeTab(key, kind);
    if (target !== null) navigate(target);
  };
}
