import { Heading, Stack, Text } from '@chakra-ui/react';
import { NEWS_PREVIEW_TITLE } from '@practice/sdk';
import { AppDialog } from '../dialog/app-dialog.js';
import { SafeHtml } from '../safe-html.js';
import type { NewsPayload } from './news-form-rules.js';

export interface NewsPreviewDialogProps {
  open: boolean;
  onClose(): void;
  /** Sanitised by toNewsPayload, and again by SafeHtml when drawn. */
  news: NewsPayload;
}

export function NewsPreviewDialog({ open, onClose, news }: NewsPreviewDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title={NEWS_PREVIEW_TITLE} size="large" modalLock={false}>
      <Stack gap="3" data-testid="news-preview">
        <Heading size="lg">{news.cTitle}</Heading>
        <Text color="fg.muted" textStyle="sm">
          {news.cNewsDate}
        </Text>
        {news.cAbstract && <Text fontStyle="italic">{news.cAbstract}</Text>}
        <SafeHtml css={{ '& img': { maxWidth: '100%' } }} html={news.cContent} />
      </Stack>
    </AppDialog>
  );
}
