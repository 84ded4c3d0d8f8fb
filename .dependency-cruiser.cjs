// Who may import whom (docs/architecture.md, "Import rules"), checked by `npm run lint` with
// dependency-cruiser over the sources of the apps and packages (tests are not cruised: nothing imports a
// test, so a test is never part of a cycle, and tests may reach into what they test).
//
// Rules are written by pattern, not by file name: a server feature is any folder of apps/server/src that
// is not shared code; a web feature is any folder of apps/web/src/features; web shared code is any other
// folder of apps/web/src but app/.
//
// A type-only import (`import type`, every specifier `type`, `import('x').T`) reaches dependency-cruiser as
// an "exotic require" (scripts/dependency-cruiser/import-skeleton.cjs). It counts for every rule of who
// may import whom, but a cycle through one is not refused: with verbatimModuleSyntax it is erased from the
// JavaScript, so it cannot change the order in which modules load.

/** apps/server/src folders of shared code: they import no feature. */
const SERVER_SHARED = '(http|db|errors|config|i18n|storage|mail|sms|types)';
/** The server's composition root: the top-level files and cli/, which import anything. */
const SERVER_ROOT = '^apps/server/src/([^/]+\\.ts$|cli/)';
const TYPE_ONLY = 'exotic-require';
/** Test helpers kept beside the code (a `testing/` folder) may use any internals, like the tests. */
const TEST_HELPERS = '/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle between files (a cycle through a type-only import excepted).',
      severity: 'error',
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: [TYPE_ONLY],
        viaOnly: { dependencyTypesNot: [TYPE_ONLY] },
      },
    },
    {
      name: 'no-circular-folders',
      comment:
        'No import cycle between folders: server folders, packages, web shared folders and web features ' +
        "(a web feature's inner folders are parts of one feature).",
      severity: 'error',
      scope: 'folder',
      from: {
        path: '^(apps/server/src/[^/]+|packages/[^/]+|apps/web/src/features/[^/]+|apps/web/src/[^/]+)',
      },
      to: { circular: true, pathNot: '^($1(/|$)|apps/(server|web)/src$)' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves, so no edge escapes the rules (Vite virtual modules excepted).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'apps-apart',
      comment: 'The web never imports the server, nor the server the web: they share packages only.',
      severity: 'error',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/(web|server)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'domain-standalone',
      comment: 'packages/domain imports nothing of ours: no app and no other workspace package.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|packages)/', pathNot: '^packages/domain/' },
    },
    {
      name: 'contract-deps',
      comment: 'packages/api-contract imports only packages/domain and typebox.',
      severity: 'error',
      from: { path: '^packages/api-contract/src/' },
      to: { pathNot: '^(packages/(api-contract|domain)/|node_modules/typebox/)' },
    },
    {
      name: 'server-shared-no-feature',
      comment: 'Server shared code imports no feature.',
      severity: 'error',
      from: { path: `^apps/server/src/${SERVER_SHARED}/` },
      to: {
        path: '^apps/server/src/[^/]+/',
        pathNot: [`^apps/server/src/${SERVER_SHARED}/`, SERVER_ROOT],
      },
    },
    {
      name: 'server-feature-through-index',
      comment: "A server feature reaches another only through that feature's index.ts.",
      severity: 'error',
      from: {
        path: '^apps/server/src/([^/]+)/',
        pathNot: [`^apps/server/src/${SERVER_SHARED}/`, SERVER_ROOT, TEST_HELPERS],
      },
      to: {
        path: '^apps/server/src/[^/]+/',
        pathNot: [
          '^apps/server/src/$1/',
          `^apps/server/src/${SERVER_SHARED}/`,
          '^apps/server/src/[^/]+/index\\.ts$',
        ],
      },
    },
    {
      name: 'web-app-only-from-main',
      comment: 'Only main.tsx and app/ itself import apps/web/src/app/.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: ['^apps/web/src/(main\\.tsx$|app/)', TEST_HELPERS] },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-no-feature',
      comment: 'Web shared code (every folder of apps/web/src but app/ and features/) imports no feature.',
      severity: 'error',
      from: { path: '^apps/web/src/(?!app/|features/)[^/]+/', pathNot: TEST_HELPERS },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-feature-through-index',
      comment: "A web feature reaches another only through that feature's index.ts(x).",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TEST_HELPERS },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // TypeScript 7 has no compiler API for dependency-cruiser: Babel reads the sources (see above).
    babelConfig: { fileName: 'scripts/dependency-cruiser/import-skeleton.cjs' },
    exoticRequireStrings: ['typeImport'],
    // The web's `@/` alias.
    webpackConfig: { fileName: 'scripts/dependency-cruiser/resolve-aliases.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
