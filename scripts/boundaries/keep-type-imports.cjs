/**
 * For the boundary check only (`.dependency-cruiser.cjs`): Babel's TypeScript preset drops
 * `import type` before dependency-cruiser reads the code, but a type crossing a boundary crosses it
 * as much as a value does. This turns every type-only import and re-export into a plain one first.
 */
module.exports = function keepTypeImports() {
  const asValue = (node) => {
    if (node.importKind === 'type' || node.importKind === 'typeof') node.importKind = 'value';
    if (node.exportKind === 'type') node.exportKind = 'value';
    for (const specifier of node.specifiers ?? []) {
      if (specifier.importKind) specifier.importKind = 'value';
      if (specifier.exportKind) specifier.exportKind = 'value';
    }
  };
  return {
    name: 'keep-type-imports',
    visitor: {
      Program: {
        enter(path) {
          for (const statement of path.node.body) {
            if (
              statement.type === 'ImportDeclaration' ||
              (statement.type === 'ExportNamedDeclaration' && statement.source)
            )
              asValue(statement);
          }
        },
      },
    },
  };
};
