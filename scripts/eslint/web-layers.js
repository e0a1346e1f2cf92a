/**
 * The web app's house (docs/architecture.md): imports only go down,
 * app -> features -> shared -> lib -> config, and a feature never imports another feature.
 * Relative specifiers are resolved against the importing file, so `../../x` is judged by where it
 * lands, not by how it is spelt (as eslint-plugin-import's `no-restricted-paths` zones do).
 */
import path from 'node:path';

const LAYERS = ['app', 'features', 'shared', 'lib', 'config'];

/** Where a file of apps/web/src sits: its layer and, for features, the feature's name. */
function placeOf(file) {
  const match = /(?:^|\/)apps\/web\/src\/([^/]+)(?:\/([^/]+))?/.exec(file.split(path.sep).join('/'));
  if (!match || !LAYERS.includes(match[1])) return undefined;
  return { layer: match[1], feature: match[1] === 'features' ? match[2] : undefined };
}

/** Why `from` may not import `to`, or undefined when it may. */
export function layerViolation(from, to) {
  if (!from || !to) return undefined;
  if (from.layer === 'features' && to.layer === 'features') {
    return from.feature === to.feature
      ? undefined
      : `A feature never imports another feature (features/${from.feature} -> features/${to.feature}): move what both need to shared/.`;
  }
  if (LAYERS.indexOf(to.layer) < LAYERS.indexOf(from.layer)) {
    return `Imports only go down (app -> features -> shared -> lib -> config): ${from.layer}/ may not import ${to.layer}/.`;
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "The web app's layers: imports only go down; no feature imports another." },
    schema: [],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const from = placeOf(filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(filename), spec));
      const message = layerViolation(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // vi.mock('../path') in tests names a module too
      CallExpression: (node) => {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.name === 'vi' &&
          node.arguments[0]?.type === 'Literal'
        )
          check(node.arguments[0]);
      },
    };
  },
};

export const webLayers = { rules: { layers: rule } };
