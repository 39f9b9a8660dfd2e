/**
 * The folders depend on each other one way (README, "Architecture"):
 *
 *   pages/ -> shell/, registry/, page/, editor/, builder/, modules/, ui/, api-client/, i18n/ -> contract/
 *   server/ -> portal/ -> contract/          (server/ reaches the site only through Next)
 *
 * `npm run check:boundaries` fails on any import against that direction. Tests, benchmarks and scripts are left out:
 * they may reach across folders to set a scene.
 */

/** The site: what Next bundles, for the browser and for server rendering. */
const SITE = '^(pages|registry|page|shell|ui|editor|builder|modules|api-client|i18n)/';

/**
 * Module declarations are read by the portal too (types, labels, schemas), so they sit in the contract tier: the
 * registry's list, each module's index and its schema files. Like contract/ they must stay free of React and site code.
 */
const MODULE_DECLARATIONS = '^modules/index\\.ts$|^modules/[^/]+/index\\.ts$|^(modules|shell|ui)/.+/[^/]*schema\\.ts$';

/**
 * i18n's React-free part (the translator, the list of string tables, the tables) serves the portal's composed doc
 * pages as well as the site; i18n/index.tsx adds the React hooks on top.
 */
const TRANSLATOR = '^i18n/(translate|catalogues|keys)\\.ts$|^i18n/strings/';

/** The contract tier: contract/, the module declarations and the translator. */
const CONTRACT_TIER = `^contract/|${MODULE_DECLARATIONS}|${TRANSLATOR}`;

/** Libraries that render (React and what is built on it): never in the contract tier. */
const RENDERING_LIBS = '(^|/)node_modules/(react|react-dom|next|swr|react-final-form|final-form|@radix-ui/[^/]+|@builder\\.io/[^/]+)/';

/** Left out of every rule: tests and fixtures set up scenes across folders on purpose. */
const NOT_CHECKED = '\\.test\\.tsx?$|^tests/|^bench/|^scripts/|^deploy/';

module.exports = {
  forbidden: [
    {
      name: 'contract-is-a-leaf',
      comment: 'contract/ and module declarations are read by the portal and the site alike: they import only the contract tier and React-free libraries.',
      severity: 'error',
      from: { path: CONTRACT_TIER, pathNot: NOT_CHECKED },
      to: {
        path: `^(portal|server|pages|registry|page|shell|ui|editor|builder|modules|api-client|i18n)/|${RENDERING_LIBS}|\\.(tsx|css)$`,
        pathNot: CONTRACT_TIER,
      },
    },
    {
      name: 'portal-reads-only-the-contract',
      comment: 'The content API runs without the site: it imports contract/ and module declarations, never site code or server/.',
      severity: 'error',
      from: { path: '^portal/', pathNot: NOT_CHECKED },
      to: { path: `${SITE}|^server/`, pathNot: CONTRACT_TIER },
    },
    {
      name: 'site-never-imports-portal-or-server',
      comment: 'The site reaches the content API over HTTP through api-client/ and shares only contract/ with it.',
      severity: 'error',
      from: { path: SITE, pathNot: NOT_CHECKED },
      to: { path: '^(portal|server)/' },
    },
    {
      name: 'server-reaches-the-site-through-next',
      comment:
        'server/ is the process: it composes portal/ and Next. Of the site it uses only contract/ and api-client/ ' +
        '(React-free: it calls the content API for sitemaps and empties the read cache when content changes).',
      severity: 'error',
      from: { path: '^server/', pathNot: NOT_CHECKED },
      to: { path: SITE, pathNot: `${CONTRACT_TIER}|^api-client/` },
    },
    {
      name: 'server-files-stay-out-of-the-browser',
      comment:
        'A *.server.ts file is server-only. Browser code may name its types (erased at compile time) but not import it. ' +
        'pages/ may: Next strips getServerSideProps and what only it uses from the browser bundle, so each page imports ' +
        'one *.server.ts entry (page/load-page.server.ts, or page/builder-editing.server.ts for the Builder editing page) for that.',
      severity: 'error',
      from: { path: SITE, pathNot: `${NOT_CHECKED}|\\.server\\.tsx?$|^pages/` },
      to: { path: '\\.server\\.tsx?$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'config-is-server-side',
      comment: 'config/ reads the environment of the process: server/, portal/, contract/ and *.server.ts files only.',
      severity: 'error',
      from: { path: SITE, pathNot: `${NOT_CHECKED}|\\.server\\.tsx?$` },
      to: { path: '^config/' },
    },
    {
      name: 'no-unresolvable-imports',
      comment: 'An import that does not resolve would hide a broken path after a move.',
      severity: 'error',
      from: { pathNot: NOT_CHECKED },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests, benchmarks and scripts set up scenes across folders on purpose; they are not cruised.
    exclude: { path: `(^|/)(\\.next[^/]*|\\.git)/|${NOT_CHECKED}|^public/` },
    // Type-only imports are kept (and marked 'type-only') so the direction rules see them too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
