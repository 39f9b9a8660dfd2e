// The portal validates drafts with these maps; they must load without the site's React code (components, next/dynamic).
jest.mock('react', () => {
  throw new Error('server-side schema maps must not import react');
});
jest.mock('next/dynamic', () => {
  throw new Error('server-side schema maps must not import next/dynamic');
});

describe('module and site-document schema maps', () => {
  it('load on the server without React or next/dynamic, as the portal API uses them', () => {
    jest.isolateModules(() => expect(() => require('../portal/editor/draft-data')).not.toThrow());
    // The registry itself joins the components in, so it is what the mocks above refuse.
    jest.isolateModules(() => expect(() => require('./index')).toThrow(/must not import/));
  });

  it('give every registered module its schema from registry/schemas.ts, and a component to every schema', () => {
    jest.unmock('react');
    jest.unmock('next/dynamic');
    jest.isolateModules(() => {
      const { moduleSchemas, moduleSchema } = require('./schemas');
      const { registry } = require('./index');
      expect(Object.keys(registry).sort()).toEqual(Object.keys(moduleSchemas).sort());
      for (const [type, definition] of Object.entries<{ type: string; schema: unknown }>(registry)) {
        expect([type, definition.type, definition.schema === moduleSchemas[type]]).toEqual([type, type, true]);
      }
      // CMS content names the type: Object.prototype's names must not pass for module types.
      for (const name of ['constructor', '__proto__', 'toString']) expect([name, registry[name], moduleSchema(name)]).toEqual([name, undefined, undefined]);
    });
  });
});
