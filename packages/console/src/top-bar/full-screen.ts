import { FULLSCREEN_FAILED } from '@practice/sdk';

/*
 * The top bar's full-screen switch. Browsers refuse it outside a user gesture, inside some frames, or not at
 * all; every refusal shows 开启全屏失败 (SPEC §2.2) instead of failing silently.
 */

export interface FullScreenDocument {
  readonly fullscreenElement: Element | null;
  readonly fullscreenEnabled?: boolean;
  readonly documentElement: { requestFullscreen?: () => Promise<void> };
  exitFullscreen?: () => Promise<void>;
}

/** Enters full screen, or leaves it when already there; reports a refusal through `fail`. */
export async function toggleFullScreen(doc: FullScreenDocument, fail: (text: string) => void): Promise<void> {
  try {
    if (doc.fullscreenElement) {
      await doc.exitFullscreen?.();
      return;
    }
    if (!doc.fullscreenEnabled || !doc.documentElement.requestFullscreen) throw new Error('unsupported');
    await doc.documentElement.requestFullscreen();
  } catch {
    fail(FULLSCREEN_FAILED);
  }
}
