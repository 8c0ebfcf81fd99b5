import { HStack, Tabs, Text } from '@chakra-ui/react';
import { enums } from '@practice/sdk/contract';
import {
  LockedNote,
  type ReviewTemplate,
  StatusTag,
  TemplateForm,
  type TemplateValues,
} from '@practice/ui-kit';
import { fileUrl, uploaderFor } from '../../../files/uploads.js';

const upload = uploaderFor('file');

export interface ReviewTabsProps {
  tabs: readonly ReviewTemplate[];
  active: string | null;
  onActive: (templateId: string) => void;
  /** Each tab's form element id, so the page's 保存评价 submits the active one. */
  formIdOf: (templateId: string) => string;
  onSubmit: (template: ReviewTemplate, values: TemplateValues) => Promise<unknown>;
}

/** One tab per review template, named with its status; scrolls sideways on a phone instead of the page. */
export function ReviewTabList({ tabs }: { tabs: readonly ReviewTemplate[] }) {
  return (
    <Tabs.List overflowX="auto" maxW="full">
      {tabs.map((t) => (
        <Tabs.Trigger key={t.fTemplateInfoId} value={t.fTemplateInfoId} flexShrink="0">
          <HStack gap="2">
            {t.cTemplateName}
            <StatusTag enumDef={enums.OverallEvaluationStatus} value={t.fStatus ?? 0} />
          </HStack>
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

/** The review dialog's content as a page (SPEC 2.4): one tab per template with its status and form. */
export function ReviewTabs({ tabs, active, onActive, formIdOf, onSubmit }: ReviewTabsProps) {
  if (tabs.length === 0) return <Text color="fg.muted">暂无评价模板</Text>;
  return (
    <Tabs.Root
      value={active ?? tabs[0]?.fTemplateInfoId ?? null}
      onValueChange={(d) => onActive(d.value)}
      variant="line"
    >
      <ReviewTabList tabs={tabs} />
      {tabs.map((t) => (
        <Tabs.Content key={t.fTemplateInfoId} value={t.fTemplateInfoId} maxW="3xl">
          <LockedNote template={t} />
          <TemplateForm
            id={formIdOf(t.fTemplateInfoId)}
            mode={t.lockedReason ? 'readonly' : 'edit'}
            items={t.items}
            {...(t.values ? { values: t.values } : {})}
            hideSubmit
            onSubmit={(values) => onSubmit(t, values)}
            upload={upload}
            previewUrl={fileUrl}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
