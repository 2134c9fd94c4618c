/**
 * The import graph of src/, read from the code as text, and the two rules it must keep: imports only go
 * down the layers, and no files import each other in a circle.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'glob';

/**
 * Bottom to top; folders on one line share a height and may not import each other. An entry may name a
 * sub-folder (`report/model`): its files take that height, the rest of the parent folder keeps the parent's.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['support'],
  ['json'],
  ['contract'],
  ['rules'],
  ['validation'],
  ['protocol'],
  ['corpus', 'generators'],
  ['report/model'],
  ['runner', 'gate'],
  ['report'],
  ['site'],
  ['cli'],
];

/** src-relative file → src-relative files it imports (static, re-exported and literal dynamic imports). */
export type ImportGraph = Map<string, string[]>;

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

export function readImportGraph(srcDir: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of globSync('**/*.ts', { cwd: srcDir, posix: true }).sort()) {
    const text = readFileSync(path.join(srcDir, file), 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3]!;
      if (!specifier.startsWith('.')) continue;
      targets.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.js$/, '.ts'));
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The layer height of a src-relative file, or undefined for the package entry (src/index.ts, the top). */
function heightOf(file: string): { height: number; folder: string } | undefined {
  if (!file.includes('/')) return undefined;
  // The longest listed folder the file sits in: `report/model/x.ts` is in report/model, not report.
  let best: { height: number; folder: string } | undefined;
  LAYERS.forEach((layer, height) => {
    for (const folder of layer) {
      if (file.startsWith(`${folder}/`) && (best === undefined || folder.length > best.folder.length))
        best = { height, folder };
    }
  });
  if (best === undefined) {
    const folder = file.slice(0, file.indexOf('/'));
    throw new Error(
      `src/${file}: folder src/${folder} has no place in the layer list (suites/_support/importGraph.ts)`,
    );
  }
  return best;
}

/** Every import that runs up the layers or sideways between folders of one height, as readable lines. */
export function layerViolations(graph: ImportGraph): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    const from = heightOf(file);
    for (const target of targets) {
      const to = heightOf(target);
      if (to === undefined) {
        if (from !== undefined) problems.push(`src/${file} imports src/${target}: nothing imports the package entry`);
        continue;
      }
      if (target.startsWith('corpus/build/') && !file.startsWith('corpus/build/')) {
        problems.push(`src/${file} imports src/${target}: the fixture builders run at development time only`);
      }
      if (from === undefined) continue;
      if (to.height > from.height)
        problems.push(`src/${file} imports src/${target}: ${from.folder} sits below ${to.folder}`);
      else if (to.height === from.height && to.folder !== from.folder)
        problems.push(`src/${file} imports src/${target}: ${from.folder} and ${to.folder} are side by side`);
    }
  }
  return problems;
}

/** Files that import each other, directly or round a longer circle (Tarjan's strongly connected components). */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
