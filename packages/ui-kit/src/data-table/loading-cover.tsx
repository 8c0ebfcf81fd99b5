import { Box, Spinner, Text } from '@chakra-ui/react';

/** 加载中... over the rows while a page loads: the table's and the phone's cards alike. */
export function LoadingCover() {
  return (
    <Box
      position="absolute"
      inset="0"
      display="flex"
      alignItems="center"
      justifyContent="center"
      gap="2"
      bg="bg/70"
      role="status"
      data-testid="table-loading"
    >
      <Spinner size="md" color="colorPalette.solid" />
      <Text>加载中...</Text>
    </Box>
  );
}
