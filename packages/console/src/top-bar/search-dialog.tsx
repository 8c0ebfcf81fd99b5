import { Box, Input, Stack, Text } from '@chakra-ui/react';
import { SEARCH_DELAY_MS } from '@practice/sdk';
import { AppDialog } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AppRoute } from '../routes/types.js';
import { routesStore } from '../stores/routes.js';
import { searchSuggestions, webSearchUrl } from './top-bar-rules.js';

/*
 * The search dialog (SPEC §2.2): suggestions from the route titles, filtered 500 ms after the last keystroke;
 * picking one opens the page, and the last line offers a web search for the text.
 */

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { routes } = useSnapshot(routesStore);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    if (open) {
      setText('');
      setSettled('');
    }
  }, [open]);

  const suggestions = searchSuggestions(routes as readonly AppRoute[], settled);
  const go = (path: string) => {
    onClose();
    navigate(path);
  };

  return (
    <AppDialog open={open} onClose={onClose} title="搜索" modalLock={false}>
      <Stack gap="3">
        <Input
          autoFocus
          aria-label="搜索页面"
          placeholder="输入页面名称搜索"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && suggestions[0]) go(suggestions[0].path);
          }}
        />
        <Stack gap="0" role="listbox" aria-label="搜索建议" maxH="60vh" overflowY="auto">
          {suggestions.map((s) => (
            <Box
              as="button"
              role="option"
              key={s.path}
              textAlign="start"
              px="3"
              py="2"
              rounded="sm"
              _hover={{ bg: 'brand.subtle' }}
              onClick={() => go(s.path)}
            >
              <Text>{s.title}</Text>
              <Text fontSize="xs" color="fg.muted">
                {s.section} · {s.path}
              </Text>
            </Box>
          ))}
          {settled.trim() ? (
            <Box asChild px="3" py="2" fontSize="sm" color="brand.fg">
              <a href={webSearchUrl(settled)} target="_blank" rel="noreferrer noopener">
                {suggestions.length === 0 ? '没有匹配的页面，' : ''}在网络上搜索“{settled.trim()}”
              </a>
            </Box>
          ) : null}
        </Stack>
      </Stack>
    </AppDialog>
  );
}
