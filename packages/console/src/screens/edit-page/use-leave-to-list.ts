import { useNavigate } from 'react-router-dom';
import { usePageRoute } from '../../permission/index.js';
import { closeTab, viewKeyOf } from '../../stores/tabs.js';

/**
 * Closes this page's tab and shows its list (`list`: the sibling segment, 'banner'). The list is a kept-alive
 * view whose effects run again when it is shown, so it fetches its page afresh and shows the change.
 */
export function useLeaveToList(list: string): () => void {
  const route = usePageRoute();
  const navigate = useNavigate();
  return () => {
    if (!route) return;
    closeTab(viewKeyOf(route, ''));
    navigate(`${route.path.slice(0, route.path.lastIndexOf('/'))}/${list}`);
  };
}
