import { Button, HStack, Input, Textarea } from '@chakra-ui/react';
import { formatByDisplay } from '@practice/sdk';
import { useState } from 'react';
import { DateTimeField } from '../date-picker/lazy-fields.js';
import { OptionSelect } from '../form/option-select.js';
import { formatLocation, MapPickerDialog, parseLocation } from '../map-picker/index.js';
import { InputKind, type TemplateFormItem } from './template-item.js';
import type { ChoiceOption } from './template-options.js';

/** How the inputs behave: editable, read-only inputs, or disabled ('pretty' renders plain text instead). */
export type ControlMode = 'edit' | 'readonly' | 'disabled';

export interface ItemControlProps {
  item: TemplateFormItem;
  value: string;
  onChange: (value: string) => void;
  mode: ControlMode;
  options: ChoiceOption[];
  mapKey?: string;
}

/** The control of one text-like item kind (uploads are UploadFields, see TemplateField). */
export function ItemControl({ item, value, onChange, mode, options, mapKey }: ItemControlProps) {
  const readOnly = mode === 'readonly';
  const placeholder = item.cTip || undefined;
  switch (item.fFontType) {
    case InputKind.multiLine:
      return (
        <Textarea
          value={value}
          onChange={(e) => onChange(e.target.value)}
          readOnly={readOnly}
          placeholder={placeholder}
          autoresize
          minHeight="20"
        />
      );
    case InputKind.dateTime:
      // Read-only shows the spec's YYYY/MM/DD HH:mm:ss whatever the browser's locale, and whatever form the
      // back end sent the stored value in.
      if (readOnly) return <Input readOnly value={formatByDisplay('dateTime', value)} />;
      // The kit's zh-CN picker: the value stays the spec's YYYY/MM/DD HH:mm:ss in any browser language.
      return (
        <DateTimeField
          label={item.cTemplateItemName}
          value={value}
          onChange={onChange}
          disabled={mode === 'disabled'}
        />
      );
    case InputKind.location:
      return (
        <LocationControl
          value={value}
          onChange={onChange}
          mode={mode}
          placeholder={placeholder}
          mapKey={mapKey}
        />
      );
    case InputKind.dropdown:
      return readOnly ? (
        <Input readOnly value={options.find((o) => o.value === value)?.label ?? value} />
      ) : (
        <OptionSelect
          placeholder="请选择"
          options={withCurrent(options, value)}
          value={value}
          onChange={onChange}
        />
      );
    default:
      return (
        <Input
          value={value}
          onChange={(e) => onChange(e.target.value)}
          readOnly={readOnly}
          placeholder={placeholder}
        />
      );
  }
}

/** A saved value no longer among the options stays selectable, so opening a form never loses it. */
const withCurrent = (options: ChoiceOption[], value: string) =>
  value === '' || options.some((o) => o.value === value) ? options : [...options, { value, label: value }];

interface LocationControlProps {
  value: string;
  onChange: (value: string) => void;
  mode: ControlMode;
  placeholder: string | undefined;
  mapKey: string | undefined;
}

/** 'place,lat,lng' typed by hand or picked on the map. */
function LocationControl({ value, onChange, mode, placeholder, mapKey }: LocationControlProps) {
  const [picking, setPicking] = useState(false);
  return (
    <HStack gap="2" width="full">
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        readOnly={mode === 'readonly'}
        placeholder={placeholder ?? '地点,纬度,经度'}
        flex="1"
      />
      {mode === 'edit' && (
        <Button variant="outline" onClick={() => setPicking(true)}>
          选择位置
        </Button>
      )}
      <MapPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onConfirm={(location) => onChange(formatLocation(location))}
        initial={parseLocation(value)}
        {...(mapKey ? { mapKey } : {})}
      />
    </HStack>
  );
}
