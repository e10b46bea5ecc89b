import { Box, Button, List, Text } from '@storefront/shared';
import { useId, useState } from 'react';

export const holidayClosures: readonly string[] = [
  'Republic Day, 26 January',
  'Independence Day, 15 August',
  'Gandhi Jayanti, 2 October',
  'Kannada Rajyotsava, 1 November',
  'Diwali (date follows the lunar calendar)',
  'Christmas Day, 25 December',
];

/** 'View Holiday Schedule' (no action in the spec) reveals the days the office is closed. */
export function HolidaySchedule() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Box>
      <Button variant="outline" colorPalette="brand" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((shown) => !shown)}>
        View Holiday Schedule
      </Button>
      <Box id={listId} hidden={!open} mt={4}>
        <List.Root gap={1} ps={5}>
          {holidayClosures.map((holiday) => (
            <List.Item key={holiday}>{holiday}</List.Item>
          ))}
        </List.Root>
        <Text mt={2} fontSize="sm" color="fg.muted">
          Festival dates change each year; call us to confirm before you visit.
        </Text>
      </Box>
    </Box>
  );
}
