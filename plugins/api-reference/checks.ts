import type {Problem, StubResult} from '@tapcraft/core/api/stubs';
import type {ApiPage} from '@tapcraft/core/api/page';

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
      const taken = /^(.*)-\d+$/.exec(entry.anchor)?.[1];
      if (taken === entry.name.toLowerCase()) {
        at(
          entry.line,
          `${entry.name}: a heading above takes #${taken}, so links to the entry land there; give that heading an explicit {#id}`,
        );
      }
      if (!entry.since) missing('<ApiMeta since>');
      if (!entry.signature) missing('signature block (```python title="Signature")');
      if (entry.returns === null) missing('**Returns:**');
      if (entry.raises === null) missing('**Raises:**');
      if (entry.examples.length === 0) missing('example (```python title="Example")');
      const parameters = stubs.parameters[page.module]?.[entry.name] ?? [];
      const documented = entry.parameterRows.map((row) => row.name);
      if (parameters.length > 0 && !entry.hasParameterTable) missing('parameter table');
      for (const name of parameters) {
        if (entry.hasParameterTable && !documented.includes(name)) {
          missing(`parameter "${name}" in the table`);
        }
      }
    }
  }
  return problems;
}
