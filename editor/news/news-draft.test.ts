import { newsLiveDraft } from './news-draft';

/** The live draft of a news form is laid out as its save stores it, so the preview shows what publishing would. */

test("a blog's fields become the article's columns, its day and its own data; emptied fields drop the saved value", () => {
  const draft = newsLiveDraft('BLOG')({ fields: { title: '題', date: '2026-11-20', tag: 'Other', html: '<h2>見出し</h2>', author: '山田' } });
  expect(draft).toEqual({
    title: '題', summary: '', body: '<h2>見出し</h2>', tag: 'Other', publishedAt: '2026-11-20T00:00:00.000Z',
    data: { image: null, recommend: null, author: '山田', readMinutes: null },
  });
});

test("a day still being typed (or impossible) leaves the saved publication time; another type's fields are not sent", () => {
  const toDraft = newsLiveDraft('VIDEOS');
  for (const date of ['2026-11', '2026-02-30', '']) {
    expect(toDraft({ fields: { title: 't', date, tag: 'x', html: '' } })).not.toHaveProperty('publishedAt');
  }
  const { data } = toDraft({ fields: { title: 't', date: '2026-01-01', tag: 'x', html: '', videoUrl: 'https://example.com/v', author: 'not a video field' } });
  expect(data).toEqual({ image: null, recommend: null, videoUrl: 'https://example.com/v', extendType: null, minutes: null });
});
