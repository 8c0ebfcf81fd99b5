import { Box, Button, HStack, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { EXTENDED_RANGE_SHORTCUTS, RANGE_SHORTCUTS, type RangeShortcut } from '@practice/sdk';
import dayjs from 'dayjs';

/** The range values travel as 'YYYY-MM-DD' (the picker value format of SPEC §9). */
const toValue = (date: Date) => dayjs(date).format('YYYY-MM-DD');

export interface DateRangeProps {
  label: string;
  begin: string;
  end: string;
  onChange: (begin: string, end: string) => void;
}

const GROUPS: ReadonlyArray<{ title: string; shortcuts: readonly RangeShortcut[] }> = [
  { title: '常用', shortcuts: RANGE_SHORTCUTS },
  { title: '更多', shortcuts: EXTENDED_RANGE_SHORTCUTS },
];

/** Two date inputs and the shortcuts of SPEC §9 (both sets) in a popover. */
export function DateRange({ label, begin, end, onChange }: DateRangeProps) {
  return (
    // A group, not a Field: a Field gives its one id to both inputs.
    <Stack gap="1.5" role="group" aria-label={label}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      {/* On a phone (390 px) the two dates and 快捷选择 do not fit one line: they wrap instead of being cut. */}
      <HStack gap="1" flexWrap="wrap">
        <Input
          type="date"
          size="sm"
          width="9.5rem"
          aria-label={`${label}开始日期`}
          value={begin}
          max={end || undefined}
          onChange={(event) => onChange(event.target.value, end)}
        />
        <Text aria-hidden="true">至</Text>
        <Input
          type="date"
          size="sm"
          width="9.5rem"
          aria-label={`${label}结束日期`}
          value={end}
          min={begin || undefined}
          onChange={(event) => onChange(begin, event.target.value)}
        />
        <Popover.Root positioning={{ placement: 'bottom-start' }}>
          <Popover.Trigger asChild>
            <Button size="sm" variant="outline">
              快捷选择
            </Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content width="auto" aria-label="日期快捷选择">
                <Popover.Body>
                  <Stack gap="3">
                    {GROUPS.map((group) => (
                      <Box key={group.title} role="group" aria-label={`${group.title}范围`}>
                        <Text fontSize="xs" color="fg.muted" marginBottom="1">
                          {group.title}
                        </Text>
                        <HStack gap="1" flexWrap="wrap">
                          {group.shortcuts.map((shortcut) => (
                            <Popover.CloseTrigger asChild key={shortcut.text}>
                              <Button
                                size="xs"
                                variant="subtle"
                                onClick={() => {
                                  const [from, to] = shortcut.range(new Date());
                                  onChange(toValue(from), toValue(to));
                                }}
                              >
                                {shortcut.text}
                              </Button>
                            </Popover.CloseTrigger>
                          ))}
                        </HStack>
                      </Box>
                    ))}
                  </Stack>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      </HStack>
    </Stack>
  );
}
