import {
  NEWS_ABSTRACT_REQUIRED,
  NEWS_CONTENT_REQUIRED,
  NEWS_DATE_REQUIRED,
  NEWS_SORT_REQUIRED,
  NEWS_TITLE_REQUIRED,
} from '@practice/sdk';
import { describe, expect, it } from 'vitest';
import { fixtureId } from '../testing/fixture-id.js';
import { emptyNews, newsToForm, toNewsPayload, validateNews } from './news-form-rules.js';

const valid = {
  cTitle: ' 实习动员大会 ',
  cAbstract: '摘要',
  fSort: '3',
  cNewsDate: '2024/05/06 08:30:00',
  cContent: '<p>正文</p>',
};

describe('validateNews', () => {
  it('passes a complete item', () => {
    expect(validateNews(valid)).toEqual({});
  });

  it('names every missing field with the spec texts', () => {
    expect(validateNews({ ...emptyNews(), cTitle: '   ', cContent: '<p><br></p>' })).toEqual({
      cTitle: NEWS_TITLE_REQUIRED,
      cAbstract: NEWS_ABSTRACT_REQUIRED,
      fSort: NEWS_SORT_REQUIRED,
      cNewsDate: NEWS_DATE_REQUIRED,
      cContent: NEWS_CONTENT_REQUIRED,
    });
  });

  it.each(['abc', '1.5', '1e3', ''])('refuses the sort %j', (fSort) => {
    expect(validateNews({ ...valid, fSort }).fSort).toBe(NEWS_SORT_REQUIRED);
  });

  it('does not enforce the 100-character title hint', () => {
    expect(validateNews({ ...valid, cTitle: '长'.repeat(150) })).toEqual({});
  });
});

describe('newsToForm / toNewsPayload', () => {
  it('loads a server item into the inputs', () => {
    expect(
      newsToForm({
        cTitle: 'T',
        cAbstract: null,
        fSort: 2,
        cNewsDate: '2024/05/06 08:30:00',
        cContent: '<p>x</p>',
      }),
    ).toEqual({
      cTitle: 'T',
      cAbstract: '',
      fSort: '2',
      cNewsDate: '2024/05/06 08:30:00',
      cContent: '<p>x</p>',
    });
  });

  it('builds a trimmed, typed and cleaned payload that keeps the ids', () => {
    const newsId = fixtureId('实习动员大会');
    expect(
      toNewsPayload(
        { ...valid, cContent: '<p onclick="x()">正文</p><script>1</script>' },
        { fNewsInfoId: newsId, fType: 1 },
      ),
    ).toEqual({
      fNewsInfoId: newsId,
      fType: 1,
      cTitle: '实习动员大会',
      cAbstract: '摘要',
      fSort: 3,
      cNewsDate: '2024/05/06 08:30:00',
      cContent: '<p>正文</p>',
    });
  });
});
