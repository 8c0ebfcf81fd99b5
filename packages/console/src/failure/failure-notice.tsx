import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { FAILURE_TEXT, loadFailureOf } from './load-failure.js';

/** The Chinese notice in place of a screen (or a page) that failed, with its one way out. */
export function FailureNotice({ error, onReload }: { error: unknown; onReload: () => void }) {
  const kind = loadFailureOf(error);
  const { title, text } = FAILURE_TEXT[kind];
  return (
    <Box role="alert" data-testid="load-failure" data-kind={kind} textAlign="center" py="16" px="4">
      <Heading size="lg">{title}</Heading>
      <Text mt="3" color="fg.muted">
        {text}
      </Text>
      <Button mt="6" colorPalette="brand" onClick={onReload}>
        重新加载
      </Button>
    </Box>
  );
}
