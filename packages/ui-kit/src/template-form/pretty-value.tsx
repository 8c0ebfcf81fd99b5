import { Image, Text } from '@chakra-ui/react';
import { displayFileName, formatByDisplay } from '@practice/sdk';
import { parseLocation } from '../map-picker/location.js';
import { emptyLabel } from '../tone.js';
import { displayOf, InputKind, type TemplateFormItem } from './template-item.js';
import { dropdownOptions } from './template-options.js';

export interface PrettyValueProps {
  item: TemplateFormItem;
  value: string;
  previewUrl?: (path: string) => string;
}

/** An item's value as plain text; empty values read 未填写, or 未上传 for uploads (SPEC §3). */
export function PrettyValue({ item, value, previewUrl }: PrettyValueProps) {
  if (value === '') return <Text color="fg.muted">{emptyLabel(displayOf(item))}</Text>;
  switch (item.fFontType) {
    case InputKind.image:
      return (
        <Image
          src={previewUrl ? previewUrl(value) : value}
          alt={item.cTemplateItemName}
          maxHeight="32"
          maxWidth="64"
          borderRadius="l2"
        />
      );
    case InputKind.file:
      return <Text wordBreak="break-all">{displayFileName(value)}</Text>;
    case InputKind.location:
      // 'place,lat,lng' (SPEC 3): a reader wants the place; the coordinates stay in the title.
      return <Text title={value}>{parseLocation(value)?.place ?? value}</Text>;
    case InputKind.dateTime:
      // A back end may send the stored value in its own form (2026-04-17 17:30:00): shown as the spec's.
      return <Text>{formatByDisplay('dateTime', value)}</Text>;
    case InputKind.dropdown: {
      const option = dropdownOptions(item.cFilePath).find((o) => o.value === value);
      return <Text>{option?.label ?? value}</Text>;
    }
    default:
      return <Text whiteSpace="pre-wrap">{value}</Text>;
  }
}
