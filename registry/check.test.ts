import { checkModule } from './check';

const text = (details: unknown) => JSON.stringify(details);

describe('checkModule, kept by the stored text', () => {
  it('gives each caller its own copy of the details: what one render changes, the next does not see', () => {
    for (let render = 0; render < 2; render++) {
      const checked = checkModule('richText', text({ html: '<p>kept</p>', title: 'Kept' }));
      if (!('details' in checked)) throw new Error('expected a valid module');
      (checked.details as { title: string }).title = 'changed by a loader';
    }
    const again = checkModule('richText', text({ html: '<p>kept</p>', title: 'Kept' }));
    expect('details' in again && again.details).toEqual({ html: '<p>kept</p>', title: 'Kept' });
  });

  it('checks an edited text anew, and keeps verdicts per type', () => {
    expect(checkModule('richText', text({ html: '<p>ok</p>' }))).toHaveProperty('details');
    const invalid = checkModule('richText', text({ html: 42 }));
    expect(invalid).toEqual({ skipped: expect.objectContaining({ kind: 'invalidField', field: 'html' }) });
    expect(checkModule('richText', text({ html: 42 }))).toEqual(invalid);
    expect(checkModule('noSuchType', text({ html: '<p>ok</p>' }))).toEqual({ skipped: { kind: 'unknownType' } });
    expect(checkModule('richText', text({ visible: false, html: '<p>ok</p>' }))).toEqual({ skipped: 'hidden' });
  });

  it('checks details given as an object (not kept) as it checks text', () => {
    expect(checkModule('richText', { html: '<p>object</p>' })).toEqual({ declaration: expect.objectContaining({ folder: 'rich-text' }), details: { html: '<p>object</p>' } });
  });
});
