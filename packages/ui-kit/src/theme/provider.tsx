import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ConfirmHost } from '../feedback/confirm.js';
import { DownloadProgressHost } from '../feedback/download-progress.js';
import { NoticeHost } from '../feedback/toaster.js';
import { type ThemeName, themeSystem } from './themes.js';

export interface UiKitProviderProps {
  theme?: ThemeName | string;
  children: ReactNode;
}

/**
 * Chakra with the chosen theme, plus the one toaster, the one confirmation dialog and the one download dialog
 * the kit's calls use.
 */
export function UiKitProvider({ theme = 'default', children }: UiKitProviderProps) {
  return (
    <ChakraProvider value={themeSystem(theme)}>
      {children}
      <NoticeHost />
      <ConfirmHost />
      <DownloadProgressHost />
    </ChakraProvider>
  );
}
