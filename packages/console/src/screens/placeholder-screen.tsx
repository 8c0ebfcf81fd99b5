import { Box, Heading, Text } from '@chakra-ui/react';

export interface PlaceholderScreenProps {
  title: string;
  path: string;
}

/** What a catalogue screen shows until the issue that builds it lands: its name and where it lives. */
export function PlaceholderScreen({ title, path }: PlaceholderScreenProps) {
  return (
    <Box data-testid="placeholder-screen" p="6" borderWidth="1px" borderRadius="md" bg="bg.subtle">
      <Heading size="lg">{title}</Heading>
      <Text mt="2" color="fg.muted">
        路径：{path}
      </Text>
      <Text mt="4">此页面将在后续版本中提供，敬请期待。</Text>
    </Box>
  );
}
