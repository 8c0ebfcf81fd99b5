import { Button, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { PAGE_SIZES, pageCount, pageSizeLabel, TAP_TARGET_PX } from '@practice/sdk';
import { useState } from 'react';
import { OptionSelect } from '../form/option-select.js';
import { PHONE_QUERY } from '../phone/use-phone.js';
import { jumpPage, pagerItems } from './pager.js';

export interface PaginationBarProps {
  total: number;
  pageNumber: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** On a phone every control of the bar is a finger's size; the bar wraps its lines within the screen. */
const PHONE_BAR = {
  [`@media ${PHONE_QUERY}`]: {
    justifyContent: 'flex-start',
    '& button, & input, & select': { minHeight: `${TAP_TARGET_PX}px`, minWidth: `${TAP_TARGET_PX}px` },
  },
};

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: pageSizeLabel(size) }));

/** SPEC §9's layout: total, sizes, prev, pager, next, jumper. */
export function PaginationBar({ total, pageNumber, pageSize, onPage, onPageSize }: PaginationBarProps) {
  const count = pageCount(total, pageSize);
  const [jump, setJump] = useState('');
  const go = () => {
    const page = jumpPage(jump, count);
    if (page !== null && page !== pageNumber) onPage(page);
    setJump('');
  };
  return (
    <HStack
      as="nav"
      aria-label="分页"
      gap="2"
      flexWrap="wrap"
      justify="flex-end"
      fontSize="sm"
      css={PHONE_BAR}
    >
      <Text>共 {total} 条</Text>
      <OptionSelect
        size="xs"
        width="7rem"
        aria-label="每页条数"
        options={SIZE_OPTIONS}
        value={String(pageSize)}
        onChange={(value) => onPageSize(Number(value))}
      />
      <IconButton
        size="xs"
        variant="outline"
        aria-label="上一页"
        disabled={pageNumber <= 1}
        onClick={() => onPage(pageNumber - 1)}
      >
        ‹
      </IconButton>
      {pagerItems(pageNumber, count).map((item) =>
        item.type === 'page' ? (
          <Button
            key={item.page}
            size="xs"
            minWidth="8"
            variant={item.page === pageNumber ? 'solid' : 'ghost'}
            colorPalette={item.page === pageNumber ? 'brand' : undefined}
            aria-label={`第 ${item.page} 页`}
            aria-current={item.page === pageNumber ? 'page' : undefined}
            onClick={() => item.page !== pageNumber && onPage(item.page)}
          >
            {item.page}
          </Button>
        ) : (
          <Text key={item.key} aria-hidden="true" paddingInline="1">
            …
          </Text>
        ),
      )}
      <IconButton
        size="xs"
        variant="outline"
        aria-label="下一页"
        disabled={pageNumber >= count}
        onClick={() => onPage(pageNumber + 1)}
      >
        ›
      </IconButton>
      <HStack gap="1" as="label">
        <Text>前往</Text>
        <Input
          size="xs"
          width="3.5rem"
          inputMode="numeric"
          aria-label="前往页码"
          value={jump}
          onChange={(e) => setJump(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && go()}
          onBlur={() => jump && go()}
        />
        <Text>页</Text>
      </HStack>
    </HStack>
  );
}
