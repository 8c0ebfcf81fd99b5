import { Box, Heading, Text } from '@chakra-ui/react';
import { themeSystem, UiKitProvider } from '@practice/ui-kit';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { createAppRouter } from './routes/router.js';

export { createAppRouter };

import { settingsStore } from './stores/settings.js';

/** Internet Explorer (MSIE up to 10, Trident for 11) gets the blocking upgrade warning (SPEC §2.2). */
export const isInternetExplorer = (userAgent: string) => /MSIE |Trident\//.test(userAgent);

export function UpgradeBrowser() {
  return (
    <Box
      data-testid="upgrade-browser"
      minH="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="6"
    >
      <Box maxW="520px" textAlign="center">
        <Heading size="xl">请升级您的浏览器</Heading>
        <Text mt="4">
          本平台不支持 Internet Explorer。请使用最新版本的 Chrome、Edge、Firefox 或 Safari 浏览器访问。
        </Text>
      </Box>
    </Box>
  );
}

/** Builds the saved theme's Chakra system ahead of the first render (it is kept: the render finds it built). */
export const buildTheme = () => void themeSystem(settingsStore.theme);

interface AppProps {
  userAgent?: string;
  /** The router, when start-up made it ahead of the render; otherwise the first render makes it. */
  router?: ReturnType<typeof createAppRouter>;
}

/** The theme follows the drawer's setting live; the router is created once. */
export function App({ userAgent = navigator.userAgent, router: made }: AppProps) {
  const { theme } = useSnapshot(settingsStore);
  const [router] = useState(() => made ?? createAppRouter());
  return (
    <UiKitProvider theme={theme}>
      {isInternetExplorer(userAgent) ? <UpgradeBrowser /> : <RouterProvider router={router} />}
    </UiKitProvider>
  );
}
