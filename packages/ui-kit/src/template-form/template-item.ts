/** A template item as the form reads it (TemplateItem rows of the contract, SPEC §3). */
export interface TemplateFormItem {
  fTemplateItemId: string;
  cTemplateItemName: string;
  cTip?: string | null;
  /** enums.TemplateInputKind: 1 single-line … 7 dropdown. */
  fFontType: number;
  fSort?: number | null;
  /** Dropdown options (kind 7). */
  cFilePath?: string | null;
  /** Default content, or the filled-in value when the item comes from a saved record. */
  cContent?: string | null;
  /** enums RequiredFlag: 1 required. */
  fIsRequired?: number | boolean | null;
}

export const InputKind = {
  singleLine: 1,
  multiLine: 2,
  dateTime: 3,
  location: 4,
  image: 5,
  file: 6,
  dropdown: 7,
} as const;

export type TemplateValues = Record<string, string>;

export const isRequiredItem = (item: TemplateFormItem) =>
  item.fIsRequired === true || Number(item.fIsRequired) === 1;

/** By fSort; items without one go last, ties keep their order. */
export const sortItems = (items: readonly TemplateFormItem[]): TemplateFormItem[] =>
  [...items].sort((a, b) => (a.fSort ?? Number.POSITIVE_INFINITY) - (b.fSort ?? Number.POSITIVE_INFINITY));

/** The "display" word emptyLabel() reads: uploads are 未上传 when empty, the rest 未填写. */
export const displayOf = (item: TemplateFormItem) =>
  item.fFontType === InputKind.image ? 'image' : item.fFontType === InputKind.file ? 'file' : 'text';
