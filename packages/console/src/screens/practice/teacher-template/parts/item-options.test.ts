import { describe, expect, it } from 'vitest';
import { optionsPreview } from './item-options.js';

describe('optionsPreview', () => {
  it('shows the choices as the student reads them', () => {
    expect(optionsPreview('饱满；良好;一般')).toBe('饱满、良好、一般');
    expect(optionsPreview('[{"label":"优秀","value":90},{"label":"良好","value":80}]')).toBe(
      '优秀 90分、良好 80分',
    );
  });

  it('shows nothing for text the form refuses', () => {
    expect(optionsPreview('优秀,良好')).toBe('');
  });
});
