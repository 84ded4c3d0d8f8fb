// What dependency-cruiser reads of each TypeScript file (.dependency-cruiser.cjs, `babelConfig`): the file
// reduced by Babel to its imports, one statement each. dependency-cruiser parses TypeScript through the
// TypeScript compiler's JavaScript API, which TypeScript 7 (this repo's compiler) no longer has, so Babel's
// parser reads the source instead, and this plugin keeps what the rules need:
//   import 'x';       a value import or re-export (it loads 'x' when this file loads)
//   import('x');      a dynamic import (a lazy route)
//   typeImport('x');  a type-only import or re-export, or `import('x').T` in a type: erased from the
//                     JavaScript (verbatimModuleSyntax), so it couples the code but never the load order.
// dependency-cruiser sees the last as an "exotic require" (`exoticRequireStrings: ['typeImport']`).

/** Whether an import or export declaration names types only (`import type`, or every specifier `type`). */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

function importSkeleton({ types: t }) {
  const statementOf = ({ kind, source }) => {
    const text = t.stringLiteral(source);
    if (kind === 'value') return t.importDeclaration([], text);
    const callee = kind === 'dynamic' ? t.import() : t.identifier('typeImport');
    return t.expressionStatement(t.callExpression(callee, [text]));
  };
  return {
    // TypeScript everywhere, JSX only in .tsx (where TypeScript allows it: in a .ts file `<T>(x) => x` is a
    // generic arrow). Per file, since dependency-cruiser loads these options once, not per file.
    manipulateOptions(options, parserOpts) {
      parserOpts.plugins.push('typescript');
      if (options.filename?.endsWith('.tsx')) parserOpts.plugins.push('jsx');
    },
    visitor: {
      Program(program) {
        const found = [];
        program.traverse({
          'ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration'(path) {
            const { node } = path;
            if (node.source)
              found.push({ kind: isTypeOnly(node) ? 'type' : 'value', source: node.source.value });
          },
          CallExpression(path) {
            const [first] = path.node.arguments;
            if (path.node.callee.type === 'Import' && first?.type === 'StringLiteral') {
              found.push({ kind: 'dynamic', source: first.value });
            }
          },
          TSImportType(path) {
            const argument = path.node.argument;
            const source = argument.type === 'StringLiteral' ? argument.value : argument.literal?.value;
            if (typeof source === 'string') found.push({ kind: 'type', source });
          },
        });
        program.node.body = found.map(statementOf);
        program.node.directives = [];
        program.skip();
      },
    },
  };
}

/** The Babel options dependency-cruiser transpiles with. */
module.exports = { babelrc: false, configFile: false, sourceType: 'module', plugins: [importSkeleton] };
