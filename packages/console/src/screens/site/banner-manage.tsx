import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Loading, SendButton, type TableRow, UploadField, UploadScope } from '@practice/ui-kit';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fileUrl, uploaderFor } from '../../files/uploads.js';
import { usePageButtons, usePageRoute } from '../../permission/index.js';
import { useEditRecord } from '../edit-page/use-edit-record.js';
import { useLeaveToList } from '../edit-page/use-leave-to-list.js';
import { FieldInput } from '../entity-list/field-input.js';
import { type FormField, formFieldsOf } from '../entity-list/form-fields.js';
import { buildSubmission, toFormValues } from '../entity-list/form-values.js';
import { callOperation, entityNamed } from '../entity-list/index.js';
import { useFormSubmit } from '../entity-list/use-form-submit.js';
import { TYPE_QUERY } from './parts/portal-list.js';

const ENTITY = 'GatewayAdvertisementInfo';
const ID = 'fAdvertisementInfoId';
const banner = entityNamed(ENTITY);

// The typed fields (position, title, link, sort) come from the contract; the picture is an upload.
const TYPED = formFieldsOf(banner);
const PICTURE: FormField = {
  key: 'cPics',
  label: banner.fields.cPics?.label ?? '横幅图片',
  control: 'text',
  required: true,
};
const FIELDS = [...TYPED, PICTURE];
const HOME_PAGE = '1';
const uploadBanner = uploaderFor('banner');

/** /site/banner-manage (编辑广告): ?fAdvertisementInfoId= edits that banner, ?fType= adds one there. */
export default function BannerManageScreen() {
  const [params] = useSearchParams();
  // Each opening (another banner, or adding) starts a fresh form, though the view itself is kept alive.
  return <BannerForm key={params.toString()} type={params.get(TYPE_QUERY) ?? ''} />;
}

function BannerForm({ type }: { type: string }) {
  const item = useEditRecord(`Get${ENTITY}Model`, ID);
  if (item.status === 'loading') return <Loading />;
  if (item.status === 'failed') return <Text color="fg.muted">未获取到数据</Text>;
  return <BannerFields editing={item.status === 'loaded' ? item.row : undefined} type={type} />;
}

function BannerFields({ editing, type }: { editing: TableRow | undefined; type: string }) {
  const route = usePageRoute();
  const buttons = usePageButtons();
  const leave = useLeaveToList('banner');
  const formId = useId();
  const form = useFormSubmit(() =>
    editing ? toFormValues(FIELDS, editing) : { ...toFormValues(FIELDS), fType: type },
  );
  const { values, change: set } = form;

  // 创建 when adding, 保存 when editing: whichever of the page's form buttons the server granted.
  const operation = `${editing ? 'Edit' : 'Add'}${ENTITY}`;
  const submitButton = buttons.buttons.find((b) => b.operation === operation && b.toolbar === 'form');

  const submit = (event: FormEvent) =>
    form.submit(event, {
      check: () => {
        const result = buildSubmission(banner, FIELDS, values, editing);
        // The picture is uploaded, not typed: its message says so.
        return result.ok || !result.errors.cPics
          ? result
          : { ok: false, errors: { ...result.errors, cPics: `请上传${PICTURE.label}` } };
      },
      send: (body) => callOperation(operation, body),
      onDone: leave,
    });

  return (
    <Stack gap="4" maxWidth="4xl" data-entity={ENTITY}>
      <Heading size="md">{route?.title ?? '编辑广告'}</Heading>
      {/* The save button waits while the picture is uploading (SendButton). */}
      <UploadScope>
        <Card.Root>
          <Card.Body>
            <form id={formId} onSubmit={submit} noValidate aria-label={`${banner.label}表单`}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {TYPED.map((field) => (
                  <FieldInput
                    key={field.key}
                    field={field}
                    value={values[field.key] ?? ''}
                    onChange={(value) => set(field.key, value)}
                    error={form.errors[field.key]}
                  />
                ))}
                <Stack gridColumn="1 / -1" gap="1">
                  <UploadField
                    label={PICTURE.label}
                    value={values.cPics || null}
                    onChange={(path) => set('cPics', path ?? '')}
                    upload={uploadBanner}
                    previewUrl={fileUrl}
                    banner={values.fType === HOME_PAGE ? 'home' : 'other'}
                    required={PICTURE.required}
                  />
                  {form.errors.cPics && (
                    <Text color="fg.error" textStyle="sm">
                      {form.errors.cPics}
                    </Text>
                  )}
                </Stack>
              </SimpleGrid>
            </form>
          </Card.Body>
          <Card.Footer justifyContent="flex-end">
            <HStack>
              <Button variant="outline" onClick={leave}>
                返回
              </Button>
              {submitButton && (
                <SendButton type="submit" form={formId} loading={form.saving}>
                  {submitButton.label}
                </SendButton>
              )}
            </HStack>
          </Card.Footer>
        </Card.Root>
      </UploadScope>
    </Stack>
  );
}
