// Which unit and component test files a change can break, for `npm run test:quick`.
//
// `vitest --changed` follows every import upwards, the route table's lazy page imports included, so a
// change to one field of one screen reached every test that renders the app's router (53 files,
// 3.5 minutes). Here a test is related when it reaches a changed file through the imports that run
// when it runs: static imports, each imported name followed through the `index.ts` re-exports to the
// file that defines it (so a change in one core module does not select every user of `@comptoir/core`),
// and the lazy imports inside components. The route tables' lazy imports (`web/src/app`) are left out:
// when a screen they load is reached, the tests of the screen's feature that open it by its address
// (through the app's router) are selected.
// A change to a project's configuration or test setup selects the whole project. `npm test` still
// runs everything.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** The test projects `test:quick` runs: each with its root folder and what makes it run whole. */
export const PROJECTS = [
  { name: 'core', root: 'core', setup: [] },
  { name: 'web', root: 'web', setup: ['web/src/testing/setup.ts'] },
  { name: 'functions', root: 'functions', setup: ['functions/src/testing/setup.ts'] },
  { name: 'scripts', root: 'scripts', setup: [] },
];

/** Changes that make every project run whole. */
const EVERYTHING = new Set(['package.json', 'package-lock.json', 'vitest.config.ts', 'tsconfig.base.json']);

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.(ts|tsx|mjs)$/;
/** Route tables: their lazy imports load whole screens, whose tests sit in the screen's feature folder. */
const ROUTE_TABLES = /^web\/src\/app\//;
const FEATURE = /^(web\/src\/features\/[^/]+)\//;
/** The app's routing, which the tests that open a screen by its address render. */
const ROUTER = 'web/src/app/router.tsx';
/** `@comptoir/core` and its other entry points, as core/package.json exports them. */
function coreAliases(root) {
  const { exports } = JSON.parse(readFileSync(join(root, 'core/package.json'), 'utf8'));
  return Object.entries(exports)
    .map(([entry, file]) => [`@comptoir/core${entry.slice(1)}`, join('core', file)])
    .sort(([a], [b]) => b.length - a.length);
}
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The path (from the repository's root) a module specifier names, or undefined for a package. */
function resolveSpecifier(from, specifier, exists, aliases) {
  const alias = aliases.find(([name]) => name === specifier);
  if (alias) return alias[1];
  let base;
  if (specifier.startsWith('@/')) base = join('web/src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return undefined;
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [base, ...EXTENSIONS.map((extension) => stem + extension)])
    if (SOURCE.test(candidate) && exists(candidate)) return candidate;
  return undefined;
}

/**
 * What one file imports and re-exports at run time (type-only imports leave no trace in the
 * tests): `imports` as [specifier, names or '*'], `reexports` likewise, `lazy` the specifiers of
 * `import()` calls, `names` the names it defines and exports itself.
 */
export function readModule(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const imports = [];
  const reexports = [];
  const lazy = [];
  const names = new Set();
  const isExported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      let imported = '*';
      if (clause && !clause.name && bindings && ts.isNamedImports(bindings)) {
        imported = bindings.elements
          .filter((element) => !element.isTypeOnly)
          .map((element) => (element.propertyName ?? element.name).text);
        if (!imported.length) continue;
      }
      imports.push([statement.moduleSpecifier.text, imported]);
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!statement.moduleSpecifier) {
        if (clause && ts.isNamedExports(clause)) clause.elements.forEach((element) => names.add(element.name.text));
        continue;
      }
      const specifier = statement.moduleSpecifier.text;
      if (!clause) reexports.push([specifier, '*']);
      else if (ts.isNamedExports(clause)) {
        const elements = clause.elements.filter((element) => !element.isTypeOnly);
        if (elements.length)
          reexports.push([specifier, elements.map((element) => (element.propertyName ?? element.name).text)]);
        elements.forEach((element) => names.add(element.name.text));
      } else {
        reexports.push([specifier, '*']);
        names.add(clause.name.text);
      }
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      isExported(statement)
    ) {
      if (statement.name) names.add(statement.name.text);
    }
  }
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) lazy.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, reexports, lazy, names: [...names] };
}

/**
 * The module graph of `files` (paths from `root`): for each file, the files whose code its own code
 * runs, with names imported from an `index.ts` followed to the file that defines them; `direct`,
 * the files each one names in its imports; and the screens, the files the route tables load lazily.
 */
export function buildGraph(root, files) {
  const known = new Set(files);
  const exists = (path) => known.has(path) || existsSync(join(root, path));
  const modules = new Map(files.map((file) => [file, readModule(readFileSync(join(root, file), 'utf8'), file)]));
  const aliases = coreAliases(root);
  const resolve = (from, specifier) => {
    const path = resolveSpecifier(from, specifier, exists, aliases);
    return path && modules.has(path) ? path : undefined;
  };
  /** The file that defines `name` as exported by `file` (itself, or through its re-exports), if found. */
  const origins = (file, name, seen = new Set()) => {
    if (seen.has(file)) return [];
    seen.add(file);
    const module = modules.get(file);
    if (module.names.includes(name)) return [file];
    for (const [specifier, names] of module.reexports) {
      const target = resolve(file, specifier);
      if (!target) continue;
      if (names === '*') {
        const found = origins(target, name, seen);
        if (found.length) return found;
      } else if (names.includes(name)) return origins(target, name, seen);
    }
    return [];
  };
  const dependencies = new Map();
  const direct = new Map();
  const screens = new Set();
  for (const [file, module] of modules) {
    const uses = new Set();
    direct.set(file, new Set());
    for (const [specifier, names] of [...module.imports, ...module.reexports]) {
      const target = resolve(file, specifier);
      if (!target) continue;
      direct.get(file).add(target);
      const reexports = modules.get(target).reexports.length > 0;
      if (names === '*' || !reexports) uses.add(target);
      else
        for (const name of names)
          for (const origin of origins(target, name).concat(target).slice(0, 1)) uses.add(origin);
      if (names === '*' && reexports)
        for (const [inner] of modules.get(target).reexports) {
          const origin = resolve(target, inner);
          if (origin) uses.add(origin);
        }
    }
    for (const specifier of module.lazy) {
      const target = resolve(file, specifier);
      if (target) (ROUTE_TABLES.test(file) ? screens : uses).add(target);
    }
    dependencies.set(file, uses);
  }
  return { dependencies, direct, screens };
}

/** `start` and every file reached from it by following `next` (a map of file to files). */
function closure(next, start) {
  const reached = new Set(start);
  const queue = [...start];
  while (queue.length)
    for (const file of next.get(queue.pop()) ?? [])
      if (!reached.has(file)) {
        reached.add(file);
        queue.push(file);
      }
  return reached;
}

/** The files from which one of `changed` can be reached, `changed` included. */
function reachedFrom(dependencies, changed) {
  const users = new Map();
  for (const [file, uses] of dependencies) for (const used of uses) users.set(used, [...(users.get(used) ?? []), file]);
  return closure(users, changed);
}

/**
 * The test files related to `changed` (paths from the repository's root), by project, sorted: all of
 * a project's when it runs whole. A changed `index.ts` counts as a
 * change to every file that imports it.
 */
export function relatedTests(root, files, changed) {
  const { dependencies, direct, screens } = buildGraph(root, files);
  const importersOfChangedIndexes = [...direct]
    .filter(([, uses]) => [...uses].some((used) => changed.includes(used) && /\/index\.tsx?$/.test(used)))
    .map(([file]) => file);
  const reached = reachedFrom(dependencies, [
    ...changed.filter((path) => dependencies.has(path)),
    ...importersOfChangedIndexes,
  ]);
  // A screen reached: the tests of its feature (or of the features a route module shows) that open it by its address.
  const rendersRoutes = reachedFrom(dependencies, [ROUTER]);
  const screenFeatures = new Set(
    [...screens]
      .filter((screen) => reached.has(screen))
      .flatMap((screen) => [screen, ...dependencies.get(screen)])
      .map((path) => FEATURE.exec(path)?.[1])
      .filter(Boolean),
  );
  const opensScreen = (path) => rendersRoutes.has(path) && screenFeatures.has(FEATURE.exec(path)?.[1]);
  const tests = files.filter((path) => TEST.test(path) && (reached.has(path) || opensScreen(path)));
  const everything = changed.some((path) => EVERYTHING.has(path));
  const result = {};
  for (const project of PROJECTS) {
    const own = (path) => path.startsWith(`${project.root}/`);
    const whole =
      everything ||
      changed.some((path) => own(path) && /(^|\/)(vitest\.config\.ts|package\.json|tsconfig\.json)$/.test(path)) ||
      project.setup.some((setup) => changed.some((path) => closure(dependencies, [setup]).has(path)));
    result[project.name] = files
      .filter((path) => own(path) && TEST.test(path) && (whole || tests.includes(path)))
      .sort();
  }
  return result;
}
