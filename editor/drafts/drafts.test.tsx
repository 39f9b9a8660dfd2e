import { render } from '@testing-library/react';
import { ApiFailure } from '../../api-client';
import { translator } from '../../i18n';
import { conflictRows } from './conflict-rows';
import { bracketed, fieldElement, fieldName, flattenErrors, refusalToErrors } from './error-fields';
import { clearAllLocalDrafts, clearLocalDraft, clearOtherStaffDrafts, findLocalDraft, findOlderDraft, keepLocalDraft } from './local-drafts';
import { isOfflineFailure } from './offline';

const t = translator('en');

describe('local drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps work per staff member, entry and version, and clears it after a save', () => {
    const key = { staffId: 1, entryId: 9, version: 3 };
    expect(keepLocalDraft(key, { title: 'typed' }, new Date('2026-11-23T20:00:00Z'))).toBe(true);
    expect(findLocalDraft(key)).toEqual({ values: { title: 'typed' }, savedAt: '2026-11-23T20:00:00.000Z' });
    expect(findLocalDraft({ ...key, version: 4 })).toBeNull();
    expect(findLocalDraft({ ...key, staffId: 2 })).toBeNull();
    clearLocalDraft(key);
    expect(findLocalDraft(key)).toBeNull();
  });

  it('leaves nothing after sign-out, and drops other staff members\' work at sign-in', () => {
    localStorage.setItem('unrelated', 'stays');
    keepLocalDraft({ staffId: 1, entryId: 9, version: 3 }, { a: 1 });
    keepLocalDraft({ staffId: 2, entryId: 9, version: 3 }, { a: 2 });
    clearOtherStaffDrafts(2);
    expect(findLocalDraft({ staffId: 1, entryId: 9, version: 3 })).toBeNull();
    expect(findLocalDraft({ staffId: 2, entryId: 9, version: 3 })).not.toBeNull();
    clearAllLocalDrafts();
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
  });

  it('ignores a record it cannot read', () => {
    localStorage.setItem('edn-editor-draft:v1:1:9:3', '{not json');
    expect(findLocalDraft({ staffId: 1, entryId: 9, version: 3 })).toBeNull();
  });
});

describe('field errors', () => {
  const refusal = (field: string, message: string) => new ApiFailure('message', 400, '33920400', null, `${field}: ${message}`, field);

  it('files the API\'s 400 at the form field that edits it, list items and nested module fields included', () => {
    const routes: Array<[string, string]> = [['data.moduleViewList', 'modules'], ['data.seo', 'seo'], ['title', 'title']];
    const errors = refusalToErrors(refusal('data.moduleViewList.2.details.items.1.label', 'is required'), routes);
    expect(flattenErrors(errors)).toEqual([{ path: 'modules.2.details.items.1.label', message: 'is required' }]);
    expect(flattenErrors(refusalToErrors(refusal('data.seo.title', 'too long'), routes))).toEqual([{ path: 'seo.title', message: 'too long' }]);
    expect(refusalToErrors(refusal('version', 'bad'), routes)).toBeUndefined();
    expect(refusalToErrors(new ApiFailure('message', 409, '', null, 'conflict'), routes)).toBeUndefined();
    expect(bracketed('modules.2.details.items.10.label')).toBe('modules[2].details.items[10].label');
  });

  it('finds the field (or the JSON field holding it) and names it by its groups and label', () => {
    const { container } = render(
      <form>
        <fieldset>
          <legend>Hero · Banner</legend>
          <fieldset>
            <legend>Item 2</legend>
            <label htmlFor="f-modules-0--details-items-1--label">Label *</label>
            <input id="f-modules-0--details-items-1--label" name="modules[0].details.items[1].label" />
          </fieldset>
          <label htmlFor="f-modules-0--details-extra">Extra (JSON)</label>
          <textarea id="f-modules-0--details-extra" />
        </fieldset>
        <label htmlFor="page-title">Name</label>
        <input id="page-title" name="title" />
      </form>,
    );
    const form = container.querySelector('form')!;
    const item = fieldElement(form, 'modules.0.details.items.1.label')!;
    expect(item.id).toBe('f-modules-0--details-items-1--label');
    expect(fieldName(item, form)).toBe('Hero · Banner › Item 2 › Label');
    expect(fieldElement(form, 'modules.0.details.extra.deep.0')!.id).toBe('f-modules-0--details-extra');
    expect(fieldName(fieldElement(form, 'title')!, form)).toBe('Name');
    expect(fieldElement(form, 'nowhere.at.all')).toBeNull();
  });

  it('lists nested errors in form order', () => {
    expect(flattenErrors({ title: 'Required', modules: [undefined, { details: { items: [{ label: 'Too long' }] } }] })).toEqual([
      { path: 'title', message: 'Required' },
      { path: 'modules.1.details.items.0.label', message: 'Too long' },
    ]);
  });
});

describe('conflict rows', () => {
  const mod = (id: string, name: string, html: string) => ({ id, name, type: 'richText', details: { visible: true, html } });
  const draft = (title: string, modules: unknown[]) => ({ title, summary: '', data: { path: '/p/', seo: {}, moduleViewList: modules } });

  it('shows your value beside the saved one per field, marking what they changed', () => {
    const base = draft('About', [mod('a', 'Intro', '<p>old</p>'), mod('b', 'Outro', 'x')]);
    const theirs = draft('About us', [mod('a', 'Intro', '<p>old</p>'), mod('b', 'Outro', 'x')]);
    const mine = draft('About', [mod('a', 'Intro', '<p>mine</p>'), mod('b', 'Outro', 'x'), mod('c', 'New', '')]);
    expect(conflictRows(base, mine, theirs, t).map(({ field, mine: m, theirs: th, byThem }) => [field, m, th, byThem])).toEqual([
      ['Title', 'About', 'About us', true],
      ['Module "Intro" › Html', '<p>mine</p>', '<p>old</p>', false],
      ['Module "New"', 'New', '(not there)', false],
    ]);
  });
});

describe('offline failures', () => {
  it('tells a lost connection from a timeout and from a refusal', () => {
    expect(isOfflineFailure(new ApiFailure('message', 0, '', 'error.network', 'Failed to fetch'))).toBe(true);
    expect(isOfflineFailure(new ApiFailure('message', 408, '', 'error.timeout', 'timeout'))).toBe(false);
    expect(isOfflineFailure(new ApiFailure('message', 400, '', null, 'bad'))).toBe(false);
  });
});

describe('older local drafts', () => {
  it('finds the newest work kept on an earlier version of the entry, for this staff member only', () => {
    localStorage.clear();
    keepLocalDraft({ staffId: 1, entryId: 9, version: 2 }, { v: 2 });
    keepLocalDraft({ staffId: 1, entryId: 9, version: 4 }, { v: 4 });
    keepLocalDraft({ staffId: 1, entryId: 9, version: 7 }, { v: 7 });
    keepLocalDraft({ staffId: 2, entryId: 9, version: 5 }, { v: 5 });
    keepLocalDraft({ staffId: 1, entryId: 91, version: 5 }, { v: 5 });
    expect(findOlderDraft({ staffId: 1, entryId: 9, version: 6 })).toMatchObject({ version: 4, draft: { values: { v: 4 } } });
    expect(findOlderDraft({ staffId: 1, entryId: 9, version: 2 })).toBeNull();
  });
});
