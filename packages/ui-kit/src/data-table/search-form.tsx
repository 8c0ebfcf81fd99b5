import { Button, Field, HStack, Input, Wrap } from '@chakra-ui/react';
import { TAP_TARGET_PX } from '@practice/sdk';
import type { EnumDef } from '@practice/sdk/contract';
import { type FormEvent, useState } from 'react';
import { DateRangeField } from '../date-picker/lazy-fields.js';
import { OptionSelect } from '../form/option-select.js';
import type { QueryValues } from './use-table-query.js';

export interface SearchField {
  key: string;
  label: string;
  /** A select of these values ('' = 全部) instead of a text input. */
  enum?: EnumDef;
}

export interface DateRangeSpec {
  /** The date field filtered by {field}Begin / {field}End; tCreateDate by default. */
  field?: string;
  label?: string;
}

export interface SearchFormProps {
  fields: readonly SearchField[];
  dateRange?: DateRangeSpec | false;
  initial: QueryValues;
  onSearch: (values: QueryValues) => void;
  onReset: () => void;
  /** One field to a line, at a finger's size: the phone's folded form (folded-filters.tsx). */
  stacked?: boolean;
}

/** The folded form's controls, the date range's inputs and calendar button too, at a finger's size. */
const FINGER_SIZED = {
  '& input, & select, & button': { minHeight: `${TAP_TARGET_PX}px` },
  '& button': { minWidth: `${TAP_TARGET_PX}px` },
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The search form of a list screen: per-column fields, the date range, 查询 and 重置. */
export function SearchForm({
  fields,
  dateRange,
  initial,
  onSearch,
  onReset,
  stacked = false,
}: SearchFormProps) {
  const size = stacked ? 'lg' : 'sm';
  const width = stacked ? 'full' : '10rem';
  const [values, setValues] = useState<QueryValues>(initial);
  const set = (key: string, value: unknown) => setValues((current) => ({ ...current, [key]: value }));
  const rangeField = dateRange ? (dateRange.field ?? 'tCreateDate') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  return (
    <form onSubmit={submit} aria-label="查询条件">
      <Wrap gap="3" alignItems="flex-end" css={stacked ? FINGER_SIZED : undefined}>
        {fields.map((field) => (
          <Field.Root key={field.key} width={stacked ? 'full' : 'auto'}>
            <Field.Label>{field.label}</Field.Label>
            {field.enum ? (
              <OptionSelect
                size={size}
                width={width}
                emptyLabel="全部"
                options={field.enum.options}
                value={text(values[field.key])}
                onChange={(value) => set(field.key, value)}
              />
            ) : (
              <Input
                size={size}
                width={width}
                placeholder={`请输入${field.label}`}
                value={text(values[field.key])}
                onChange={(event) => set(field.key, event.target.value)}
              />
            )}
          </Field.Root>
        ))}
        {rangeField && dateRange && (
          <DateRangeField
            label={dateRange.label ?? '创建时间'}
            size={stacked ? 'md' : 'sm'}
            begin={text(values[`${rangeField}Begin`])}
            end={text(values[`${rangeField}End`])}
            onChange={(begin, end) =>
              setValues((current) => ({
                ...current,
                [`${rangeField}Begin`]: begin,
                [`${rangeField}End`]: end,
              }))
            }
          />
        )}
        <HStack
          gap="2"
          width={stacked ? 'full' : 'auto'}
          css={stacked ? { '& > button': { flex: '1' } } : undefined}
        >
          <Button type="submit" size={size} colorPalette="brand">
            查询
          </Button>
          <Button
            size={size}
            variant="outline"
            onClick={() => {
              setValues(initial);
              onReset();
            }}
          >
            重置
          </Button>
        </HStack>
      </Wrap>
    </form>
  );
}
