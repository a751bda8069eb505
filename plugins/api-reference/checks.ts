import type {Problem, StubResult} from './apiPages';
import {modulePlatform, moduleOnPlatform, type ApiPage, type ApiPlatform} from './parse';

const PLATFORMS: ApiPlatform[] = ['android', 'ios', 'windows'];

/** Every entry has what the content guide requires: the parts a reader relies on. */
export function checkStructure(pages: ApiPage[], stubs: StubResult): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    const at = (line: number, message: string) => problems.push({file: page.file, line, message});
    if (page.entries.length === 0) at(1, `${page.module}: no API entries`);
    if (!page.examples.some((block) => block.title === 'main.py')) {
      at(1, `${page.module}: no worked example (a python block titled main.py)`);
    }
    for (const entry of page.entries) {
      const missing = (what: string) => at(entry.line, `${entry.name}: missing ${what}`);
      if (!entry.since || entry.platforms.length === 0) missing('<ApiMeta platforms since>');
      if (!entry.signature) missing('signature block (```python title="Signature")');
      if (!entry.hasReturns) missing('**Returns:**');
      if (!entry.hasRaises) missing('**Raises:**');
      if (entry.examples.length === 0) missing('example (```python title="Example")');
      const parameters = stubs.parameters[page.module]?.[entry.name] ?? [];
      if (parameters.length > 0 && !entry.hasParameterTable) missing('parameter table');
      for (const name of parameters) {
        if (entry.hasParameterTable && !entry.tableParameters.includes(name)) {
          missing(`parameter "${name}" in the table`);
        }
      }
    }
  }
  return problems;
}

/**
 * A name documented under the same module path on two platforms must have
 * the same signature unless both entries say how they differ; and a platform
 * an entry claims must document the name once its module page exists.
 */
export function checkCrossPlatform(pages: ApiPage[], stubs: StubResult): Problem[] {
  const problems: Problem[] = [];
  const entryOf = new Map<string, {page: ApiPage; differs: string | null}>();
  for (const page of pages) {
    for (const entry of page.entries) {
      entryOf.set(`${page.module}:${entry.name}`, {page, differs: entry.differs});
    }
  }
  for (const page of pages) {
    const platform = modulePlatform(page.module);
    if (!platform) continue;
    for (const entry of page.entries) {
      const signature = stubs.signatures[page.module]?.[entry.name];
      for (const other of PLATFORMS.filter((p) => p !== platform)) {
        const otherModule = moduleOnPlatform(page.module, other);
        const otherSignatures = stubs.signatures[otherModule];
        if (!otherSignatures) continue;
        const otherSignature = otherSignatures[entry.name];
        if (otherSignature === undefined) {
          if (entry.platforms.includes(other)) {
            problems.push({
              file: page.file,
              line: entry.line,
              message: `${entry.name} claims ${other}, but ${otherModule} does not document it`,
            });
          }
          continue;
        }
        const otherEntry = entryOf.get(`${otherModule}:${entry.name}`);
        if (signature !== otherSignature && !(entry.differs && otherEntry?.differs)) {
          problems.push({
            file: page.file,
            line: entry.line,
            message: `${page.module}.${entry.name}${signature} differs from ${otherModule}.${entry.name}${otherSignature}; make them equal or explain with ApiMeta differs on both pages`,
          });
        }
      }
    }
  }
  return problems;
}
