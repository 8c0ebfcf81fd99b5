export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export declare const LOGIN_SOURCES: readonly string[];
export declare const SIGNED_IN_SOURCES: readonly string[];
export declare const PAGE_SCRIPTS: readonly string[];
export declare function entryKey(manifest: Manifest): string;
export declare function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string>;
export declare function chunksFrom(manifest: Manifest, sources: readonly string[]): string[];
export declare function loginFiles(manifest: Manifest, sources?: readonly string[]): string[];
export declare function signedInFiles(
  manifest: Manifest,
  sources?: readonly string[],
  login?: readonly string[],
): string[];
