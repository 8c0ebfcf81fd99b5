import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Loading, TemplateForm, type TemplateFormItem } from '@practice/ui-kit';

export interface ItemPreviewProps {
  /** Every item of the template, as saved; null while loading. */
  items: readonly TemplateFormItem[] | null;
  /** Changes with every new answer, so that the form starts again from the new items' defaults. */
  received: number;
}

/**
 * The form a student will fill in, drawn by the same TemplateForm the student's pages use, from the
 * template's saved items. It can be tried out (typing, choosing, the map) but has no submit and uploads
 * nothing: it is a preview, written nowhere.
 */
export function ItemPreview({ items, received }: ItemPreviewProps) {
  return (
    <Box
      as="section"
      aria-label="表单预览"
      w={{ base: 'full', xl: '380px' }}
      flexShrink={0}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      alignSelf="flex-start"
    >
      <Stack gap="3">
        <Heading size="sm">表单预览</Heading>
        <Text fontSize="sm" color="fg.muted">
          学生填写时看到的表单，可试填，不会保存。
        </Text>
        {items ? <TemplateForm key={received} items={items} mode="edit" /> : <Loading size="sm" />}
      </Stack>
    </Box>
  );
}
