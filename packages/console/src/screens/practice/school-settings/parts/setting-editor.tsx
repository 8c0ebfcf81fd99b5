import { HStack, Input, Switch, Text } from '@chakra-ui/react';
import { KNOWN_SCHOOL_SETTINGS, type KnownSetting, knownSetting } from '@practice/sdk/contract';
import type { ReactNode } from 'react';
import { FramedField } from '../../../entity-list/framed-field.js';
import type { FieldEditorProps } from '../../../entity-list/index.js';
import { WeightsTable } from './weights-table.js';

/*
 * The 学校设置 form's own controls: 设置值 by the shape its key declares (contract school-settings.ts), one
 * control per shape rather than a form per key, and 设置键 offering the known keys as it is typed.
 */

const KEY_LIST = 'known-school-setting-keys';

function ValueControl({
  setting,
  value,
  onChange,
  label,
}: {
  setting: KnownSetting;
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  const { shape } = setting;
  switch (shape.kind) {
    case 'switch':
      return (
        <Switch.Root
          colorPalette="brand"
          checked={value === '1'}
          onCheckedChange={(e) => onChange(e.checked ? '1' : '0')}
        >
          <Switch.HiddenInput aria-label={setting.name} />
          <Switch.Control />
          <Switch.Label>{value === '1' ? shape.on : shape.off}</Switch.Label>
        </Switch.Root>
      );
    case 'number':
      return (
        <HStack gap="2">
          <Input
            type="number"
            inputMode={shape.decimals > 0 ? 'decimal' : 'numeric'}
            min={shape.min}
            max={shape.max}
            step={shape.decimals > 0 ? 10 ** -shape.decimals : 1}
            placeholder={`请输入${setting.name}`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          {shape.unit && <Text flexShrink={0}>{shape.unit}</Text>}
        </HStack>
      );
    case 'weights':
      return <WeightsTable value={value} onChange={onChange} label={label} />;
    case 'text':
      return (
        <Input
          placeholder={`请输入${setting.name}`}
          maxLength={shape.max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/** What the list of known keys says under 设置值: the rule's note, when the declaration has one. */
function FieldShell({
  props,
  children,
  hint,
}: {
  props: FieldEditorProps;
  children: ReactNode;
  hint?: string | undefined;
}) {
  const { field, error } = props;
  return (
    <FramedField label={field.label} required={field.required} error={error} hint={hint} wide>
      {children}
    </FramedField>
  );
}

/** The form's control for 设置键 and for a known key's 设置值; undefined leaves the generic one. */
export function settingEditor(props: FieldEditorProps): ReactNode | undefined {
  const { field, values, onChange } = props;
  if (field.key === 'cSettingKey') {
    return (
      <FieldShell props={props} hint={knownSetting(values.cSettingKey ?? '')?.name}>
        <Input
          list={KEY_LIST}
          placeholder="请输入设置键"
          value={values.cSettingKey ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
        <datalist id={KEY_LIST}>
          {KNOWN_SCHOOL_SETTINGS.map((s) => (
            <option key={s.key} value={s.key}>
              {s.name}
            </option>
          ))}
        </datalist>
      </FieldShell>
    );
  }
  if (field.key !== 'cSettingValue') return undefined;
  const setting = knownSetting(values.cSettingKey ?? '');
  if (!setting) return undefined;
  return (
    <FieldShell props={props} hint={setting.note}>
      <ValueControl
        setting={setting}
        value={values.cSettingValue ?? ''}
        onChange={onChange}
        label={field.label}
      />
    </FieldShell>
  );
}
