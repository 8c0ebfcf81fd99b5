import { Box, Flex } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { SITE_TITLE } from '../guard/title.js';

/** The logo and site title; it links to / (SPEC §2.2). Folded, only the mark shows. */
export function Logo({ compact, color }: { compact?: boolean; color: string }) {
  return (
    <Flex
      asChild
      align="center"
      gap="2"
      h="14"
      px={compact ? '0' : '4'}
      justify={compact ? 'center' : 'start'}
      color={color}
      flexShrink={0}
    >
      <Link to="/" aria-label={`${SITE_TITLE}首页`}>
        <Flex
          align="center"
          justify="center"
          boxSize="8"
          rounded="md"
          bg="brand.solid"
          borderWidth="1px"
          borderColor="whiteAlpha.700"
          color="white"
          fontWeight="bold"
          flexShrink={0}
        >
          工
        </Flex>
        {compact ? null : (
          <Box fontWeight="semibold" fontSize="md" whiteSpace="nowrap">
            {SITE_TITLE}
          </Box>
        )}
      </Link>
    </Flex>
  );
}
