// What the packed @diet/ui may and must hold, checked on the tarball's own listing (`tar -tzv`).

/** Top-level files a consumer gets besides `dist/`; CHANGELOG.md appears with the first release. */
const REQUIRED = ['package.json', 'README.md', 'LICENSE'];
const OPTIONAL = ['CHANGELOG.md'];
/** Files that belong to the repository (stories, their fixtures, tests), never to the package. */
const FORBIDDEN = /(?:\.stories\.|\.fixtures\.|\.test\.|\.spec\.|\.tsbuildinfo$|(?:^|\/)node_modules\/)/;

/** Paths and sizes of a `tar -tzv` listing, without the `package/` folder npm tarballs use. */
export function parseListing(listing) {
  return listing
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('d'))
    .map((line) => {
      const parts = line.trim().split(/\s+/);
      const name = parts.at(-1);
      return {
        path: name.replace(/^package\//, ''),
        size: Number(parts[2]),
        inPackage: name.startsWith('package/'),
      };
    });
}

/** Every file a subpath of `publishConfig.exports` points at (types and code). */
function exportedFiles(pkg) {
  const targets = Object.values(pkg.publishConfig?.exports ?? {}).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );
  return [...new Set(targets.map((target) => target.replace(/^\.\//, '')))];
}

/** The problems of a tarball listing for this package.json; empty when the tarball is complete. */
export function checkFileList(listing, pkg) {
  const files = parseListing(listing);
  const paths = new Set(files.map((file) => file.path));
  const problems = [];
  for (const file of files) {
    if (!file.inPackage) problems.push(`${file.path}: outside the package/ folder`);
    else if (FORBIDDEN.test(file.path)) problems.push(`${file.path}: a repository-only file in the tarball`);
    else if (!file.path.startsWith('dist/') && ![...REQUIRED, ...OPTIONAL].includes(file.path))
      problems.push(`${file.path}: not part of the published package`);
  }
  for (const name of REQUIRED) if (!paths.has(name)) problems.push(`${name}: missing`);
  const exported = exportedFiles(pkg);
  if (exported.length === 0) problems.push('publishConfig.exports: empty');
  for (const target of exported)
    if (!paths.has(target)) problems.push(`${target}: exported but not in the tarball`);
  return problems;
}
