import fs from 'node:fs';
import path from 'node:path';

// The portal and the editor import module declarations; they must load without the site's React code.
jest.mock('react', () => {
  throw new Error('server-side declarations must not import react');
});
jest.mock('next/dynamic', () => {
  throw new Error('server-side declarations must not import next/dynamic');
});

const modulesDir = path.join(__dirname, '..', 'modules');

describe('the module registry (modules/index.ts)', () => {
  it('loads on the server without React or next/dynamic, as the portal API uses it', () => {
    jest.isolateModules(() => expect(() => require('../portal/editor/draft-data')).not.toThrow());
    jest.isolateModules(() => expect(() => require('./index')).not.toThrow());
  });

  it("names each declaration by its type, and each folder has its view and the loader it names", () => {
    jest.isolateModules(() => {
      const declared = require('../modules') as Record<string, { type: string; folder: string; loader?: string }>;
      const { registry, moduleTypes } = require('./index');
      expect(moduleTypes.length).toBeGreaterThan(20);
      for (const [key, d] of Object.entries(declared)) {
        expect([key, d.type, registry[key] === d]).toEqual([key, key, true]);
        expect([key, fs.existsSync(path.join(modulesDir, d.folder, 'view.ts'))]).toEqual([key, true]);
        if (d.loader) {
          const source = fs.readFileSync(path.join(modulesDir, d.folder, 'load.server.ts'), 'utf8');
          expect([key, source.includes(`export const ${d.loader}`)]).toEqual([key, true]);
        }
      }
    });
  });

  it("looks CMS-supplied types up by own property: Object.prototype's names are unknown", () => {
    jest.isolateModules(() => {
      const { registry, moduleSchema, moduleDeclaration, isModuleType } = require('./index');
      for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        expect([name, registry[name], moduleSchema(name), moduleDeclaration(name), isModuleType(name)]).toEqual([name, undefined, undefined, undefined, false]);
      }
    });
  });
});
