import * as registry from '../modules';

const { interactiveFolders, interactiveViewsSource } = require('./interactive-views.loader.js') as {
  interactiveFolders: () => { folders: string[]; files: string[] };
  interactiveViewsSource: (folders: string[]) => string;
};

describe('the build-time list of interactive views (registry/interactive-views.loader.js)', () => {
  it('names exactly the folders of the interactive module types the registry declares', () => {
    const declared = [...new Set(Object.values(registry).filter((d) => d.interactive).map((d) => d.folder))].sort();
    expect(declared).toContain('lead-form');
    expect(interactiveFolders().folders).toEqual(declared);
  });

  it("imports each of them, and no static module's view", () => {
    const source = interactiveViewsSource(interactiveFolders().folders);
    expect(source).toContain("import view");
    expect(source).toMatch(/from '\.\.\/modules\/lead-form\/view';/);
    expect(source).toContain('"lead-form": view');
    for (const d of Object.values(registry).filter((d) => !d.interactive)) expect(source).not.toContain(`/modules/${d.folder}/view'`);
  });
});
