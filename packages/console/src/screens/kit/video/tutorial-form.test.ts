import { describe, expect, it } from 'vitest';
import {
  isPlayableVideo,
  mediumOf,
  tutorialFields,
  tutorialSubmission,
  tutorialValues,
} from './tutorial-form.js';

const filled = (type: string) => ({
  ...tutorialValues(),
  cTitle: '如何填写实习日志',
  fTutorialType: type,
  cTutorialThemeLabelId: 'tt-1',
});

describe('tutorial form', () => {
  it('draws the cover and the rich text, and leaves the media to the type', () => {
    const controls = Object.fromEntries(tutorialFields.map((f) => [f.key, f.control]));
    expect(controls.cCover).toBe('image');
    expect(controls.cContent).toBe('richText');
    expect(controls.cVideoPath).toBeUndefined();
    expect(controls.cFilePath).toBeUndefined();
  });

  it('asks a video tutorial for its video, an attachment tutorial for its file', () => {
    const video = tutorialSubmission(filled('1'));
    expect(video.ok === false && video.errors.cVideoPath).toBe('请上传教程视频');
    const attachment = tutorialSubmission(filled('2'));
    expect(attachment.ok === false && attachment.errors.cFilePath).toBe('请上传教程附件');
  });

  it('keeps the chosen medium and clears the other', () => {
    const result = tutorialSubmission({ ...filled('1'), cVideoPath: 'v---a.mp4', cFilePath: 'f---a.pdf' });
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({ fTutorialType: 1, cVideoPath: 'v---a.mp4', cFilePath: null }),
    });
  });

  it('reports the missing title and type together', () => {
    const result = tutorialSubmission(tutorialValues());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.cTitle).toBe('请输入教程标题');
    expect(result.errors.fTutorialType).toBe('请选择教程类型');
  });

  it('knows the media of each type', () => {
    expect(mediumOf('1')?.key).toBe('cVideoPath');
    expect(mediumOf('2')?.key).toBe('cFilePath');
    expect(mediumOf('')).toBeNull();
  });

  it('accepts videos by type or extension only', () => {
    expect(isPlayableVideo({ name: 'a.bin', type: 'video/mp4' })).toBe(true);
    expect(isPlayableVideo({ name: '演示.WEBM', type: '' })).toBe(true);
    expect(isPlayableVideo({ name: '手册.pdf', type: 'application/pdf' })).toBe(false);
    expect(isPlayableVideo({ name: 'mp4', type: '' })).toBe(false);
  });
});
