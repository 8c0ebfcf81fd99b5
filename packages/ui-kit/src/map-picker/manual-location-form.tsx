import { Field, Input, Stack, Text } from '@chakra-ui/react';
import type { ManualLocationErrors, ManualLocationInput } from './location.js';

export interface ManualLocationFormProps {
  value: ManualLocationInput;
  onChange(value: ManualLocationInput): void;
  /** Errors of the fields the user has touched; untouched fields stay quiet. */
  errors: ManualLocationErrors;
  /** How an administrator configures the map service; the app knows where its settings live. */
  setupHint?: string;
}

const FIELDS: { key: keyof ManualLocationInput; label: string; placeholder: string }[] = [
  { key: 'place', label: '地点名称', placeholder: '请输入地点名称' },
  { key: 'lat', label: '纬度', placeholder: '-90 到 90, 如 39.9087' },
  { key: 'lng', label: '经度', placeholder: '-180 到 180, 如 116.3975' },
];

/** Used when no map key is configured: the place and its coordinates are typed in. */
export function ManualLocationForm({ value, onChange, errors, setupHint }: ManualLocationFormProps) {
  return (
    <Stack gap="4" padding="6">
      <Stack gap="1">
        <Text color="fg.muted">未配置地图服务, 请手动填写位置信息。</Text>
        {setupHint ? (
          <Text color="fg.muted" fontSize="sm">
            {setupHint}
          </Text>
        ) : null}
      </Stack>
      {FIELDS.map(({ key, label, placeholder }) => (
        <Field.Root key={key} required invalid={errors[key] !== undefined}>
          <Field.Label>
            {label}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={value[key]}
            placeholder={placeholder}
            inputMode={key === 'place' ? undefined : 'decimal'}
            onChange={(event) => onChange({ ...value, [key]: event.target.value })}
          />
          <Field.ErrorText>{errors[key]}</Field.ErrorText>
        </Field.Root>
      ))}
    </Stack>
  );
}
