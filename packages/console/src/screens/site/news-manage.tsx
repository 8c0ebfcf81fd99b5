import { Card, Field, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  Loading,
  NewsEditor,
  type NewsItem,
  type NewsPayload,
  type NewsSubmitType,
  OptionSelect,
  type TableRow,
  UploadField,
  UploadScope,
} from '@practice/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fileUrl, uploaderFor } from '../../files/uploads.js';
import { usePageRoute } from '../../permission/index.js';
import { useEditRecord } from '../edit-page/use-edit-record.js';
import { useLeaveToList } from '../edit-page/use-leave-to-list.js';
import { callOperation, entityNamed } from '../entity-list/index.js';
import { TYPE_QUERY } from './parts/portal-list.js';

const ENTITY = 'GatewayNewsInfo';
const ID = 'fNewsInfoId';
const news = entityNamed(ENTITY);
const TYPES = news.fields.fType?.enum?.options ?? [];
const COVER_LABEL = news.fields.cCover?.label ?? '封面图片';
// SPEC §7.4: the cover goes to the news folder (?folder=news&cTypes=1), the editor's pictures to rich-text.
const uploadCover = uploaderFor('news');
const uploadEditorImage = uploaderFor('richText');

/** /site/news-manage (编辑新闻): ?fNewsInfoId= edits that item (loaded through the VModel), ?fType= adds one. */
export default function NewsManageScreen() {
  const [params] = useSearchParams();
  // Each opening starts a fresh editor, though the view itself is kept alive.
  return <NewsPage key={params.toString()} type={params.get(TYPE_QUERY) ?? ''} />;
}

function NewsPage({ type }: { type: string }) {
  const route = usePageRoute();
  const item = useEditRecord(`Get${ENTITY}VModel`, ID);
  return (
    <Stack gap="4" maxWidth="5xl" data-entity={ENTITY}>
      <Heading size="md">{route?.title ?? '编辑新闻'}</Heading>
      {item.status === 'loading' && <Loading />}
      {item.status === 'failed' && <Text color="fg.muted">未获取到数据</Text>}
      {(item.status === 'new' || item.status === 'loaded') && (
        <NewsForm item={item.status === 'loaded' ? item.row : null} type={type} />
      )}
    </Stack>
  );
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function NewsForm({ item, type }: { item: TableRow | null; type: string }) {
  const leave = useLeaveToList('news');
  // A new item takes the tree node it was added under; 全部 falls back to the first kind.
  const [newsType, setNewsType] = useState(() => text(item?.fType) || type || text(TYPES[0]?.value));
  const [cover, setCover] = useState<string | null>(() => text(item?.cCover) || null);

  // The editor checks its own fields and words success and failure (SPEC §5, §8); this adds the kind and
  // the cover, saves through Add or Edit as the editor's submitType says, and goes back to the list.
  const save = async (payload: NewsPayload, submitType: NewsSubmitType) => {
    const body = { ...payload, fType: Number(newsType), cCover: cover };
    // Add or Edit is chosen at run time, so the compiler cannot pick one input type: the SDK validates the
    // body against the chosen operation's contract (the id when editing, the kind among the enumeration's).
    const operation: string = submitType === 'edit' ? `Edit${ENTITY}` : `Add${ENTITY}`;
    await callOperation(operation, body);
    leave();
  };

  return (
    // The editor's 保存 waits while the cover or an image of the text is uploading (SendButton).
    <UploadScope>
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root required>
                <Field.Label>
                  {news.fields.fType?.label ?? '新闻类型'}
                  <Field.RequiredIndicator />
                </Field.Label>
                <OptionSelect options={TYPES} value={newsType} onChange={setNewsType} />
              </Field.Root>
              <UploadField
                label={COVER_LABEL}
                accept="image"
                value={cover}
                onChange={setCover}
                upload={uploadCover}
                previewUrl={fileUrl}
              />
            </SimpleGrid>
            <NewsEditor
              item={item as NewsItem | null}
              onSubmit={save}
              upload={uploadEditorImage}
              previewUrl={fileUrl}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </UploadScope>
  );
}
