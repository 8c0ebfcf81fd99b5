import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SITE_TITLE } from '../guard/title.js';

/** The centred card the public pages share (sign-in, registration, error pages). */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="bg.muted" px="4">
      <Stack w="full" maxW="420px" gap="6" p="8" bg="bg.panel" borderRadius="lg" boxShadow="md">
        <Stack gap="1" textAlign="center">
          <Text color="fg.muted" fontSize="sm">
            {SITE_TITLE}
          </Text>
          <Heading size="xl">{title}</Heading>
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
