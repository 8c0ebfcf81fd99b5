import { Box, Button, DatePicker, HStack, Portal, Stack, Text, useDatePickerContext } from '@chakra-ui/react';

/** A shortcut button: its text and what picking it does (the caller knows its value format). */
export interface PickerShortcut {
  readonly text: string;
  pick(now: Date): void;
}

export interface ShortcutGroup {
  /** Shown above the group when there is more than one. */
  readonly title: string;
  readonly shortcuts: readonly PickerShortcut[];
}

/** One shortcut: picks at click time (so 今天 is the day it is clicked) and closes the calendar. */
function ShortcutButton({ shortcut }: { shortcut: PickerShortcut }) {
  const picker = useDatePickerContext();
  return (
    <Button
      size="xs"
      variant="subtle"
      onClick={() => {
        shortcut.pick(new Date());
        picker.setOpen(false);
      }}
    >
      {shortcut.text}
    </Button>
  );
}

/**
 * The calendar of every picker of the kit: day, month and year views, then the spec's shortcuts. At most
 * the viewport wide (less the page's gutter) so that on a 390 px phone it fits the screen and the day cells
 * stay large enough to tap. `inline`: drawn where the field is rather than at the end of the page, for the
 * fields of a modal dialog, which hides everything outside it from assistive technology.
 */
export function CalendarContent({
  groups,
  inline = false,
}: {
  groups: readonly ShortcutGroup[];
  inline?: boolean;
}) {
  return (
    <Portal disabled={inline}>
      <DatePicker.Positioner>
        <DatePicker.Content maxWidth="calc(100vw - 1rem)">
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Header />
            <DatePicker.YearTable />
          </DatePicker.View>
          <Stack gap="2" borderTopWidth="1px" paddingTop="2" marginTop="1">
            {groups.map((group) => (
              <Box key={group.title} role="group" aria-label={group.title}>
                {groups.length > 1 && (
                  <Text fontSize="xs" color="fg.muted" marginBottom="1">
                    {group.title}
                  </Text>
                )}
                <HStack gap="1" flexWrap="wrap">
                  {group.shortcuts.map((shortcut) => (
                    <ShortcutButton key={shortcut.text} shortcut={shortcut} />
                  ))}
                </HStack>
              </Box>
            ))}
          </Stack>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </Portal>
  );
}

/** The calendar button at the end of a picker's inputs. */
export function CalendarTrigger() {
  return (
    <DatePicker.IndicatorGroup>
      <DatePicker.Trigger>
        <CalendarIcon />
      </DatePicker.Trigger>
    </DatePicker.IndicatorGroup>
  );
}

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
