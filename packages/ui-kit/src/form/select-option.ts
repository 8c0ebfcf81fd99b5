/** A choice in a select: the console maps its rows (e.g. a class's id and cDepartName) to these. */
export interface SelectOption {
  value: string | number;
  label: string;
}
