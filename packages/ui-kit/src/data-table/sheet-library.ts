/**
 * sheetjs-style assigns these names without declaring them. Node runs the package as sloppy CommonJS, but a
 * bundle (Vite, Storybook) runs it in strict mode, where such an assignment throws unless the name already
 * exists on the global object. Found by evaluating the package in strict mode through a styled export.
 */
const UNDECLARED_GLOBALS = ['QUOTE', '_hashIndex', '_listIndex', 'style_builder'] as const;

export type SheetJs = typeof import('sheetjs-style');

/** Loads sheetjs-style on first use (it is several hundred kilobytes: never in the first bundle). */
export async function loadSheetLibrary(): Promise<SheetJs> {
  const global = globalThis as Record<string, unknown>;
  for (const name of UNDECLARED_GLOBALS) if (!(name in global)) global[name] = undefined;
  const xlsx = await import('sheetjs-style');
  // A CommonJS package: bundlers hand it over as the default export, Node's loader as named exports too.
  return (xlsx.default ?? xlsx) as SheetJs;
}
