import type {ApiAlias, ChineseTerm, PageTerm, ToolAlias} from '@tapcraft/data/api-aliases';
import type {ModuleCounterpart, PlatformPaths} from '@tapcraft/data/api-counterparts';
import type {Release} from '@tapcraft/data/releases';
import {aliasMismatches, entriesByName} from './aliasChecks';
import type {EntryDetails, Problem, StubResult} from './stubs';
import {modulePlatform, type ApiEntry, type ApiPage, type ApiPlatform} from './page';

/**
 * The API model: every documented function, class, method, property,
 * attribute and exception of `tapcraft` and its platform packages, read from
 * the reference pages and their signature blocks, with what the pages do not
 * write but the model derives: the same call on the other platforms, the
 * platforms a name exists on, and the release that added it on each. Badges,
 * member tables, the availability table, the changelog and
 * `/api/tapcraft.json` are all rendered from it, and it refuses the page
 * contradictions listed in `buildApiModel`.
 */

export const API_PLATFORMS: ApiPlatform[] = ['android', 'ios', 'windows'];

export type EntryKind = EntryDetails['kind'];

export type ModelParameter = {
  name: string;
  type: string;
  /** The default as Python writes it, or null when the argument is required. */
  default: string | null;
  description: string;
};

export type ModelEntry = {
  /** Full dotted import path: `tapcraft.android.action.click`, `tapcraft.android.node.View.click`. */
  id: string;
  /** The platform package, or `common` for the shared `tapcraft` package. */
  platform: ApiPlatform | 'common';
  module: string;
  /** The name within its module: `click`, `View.click`. */
  name: string;
  kind: EntryKind;
  /** The call as a reader writes it; overloads on separate lines. */
  signature: string;
  parameters: ModelParameter[];
  returns: {type: string; description: string};
  raises: string;
  /** First paragraph of the description, Markdown. */
  summary: string;
  /** Platforms that have this name: its own and its counterparts'. */
  platforms: ApiPlatform[];
  /** The release that added it, on each platform that has it. */
  since: Partial<Record<ApiPlatform, string>>;
  /** How the call differs from its counterparts, when it does. */
  differs?: string;
  /** For an exception class: what its message says, when the entry states it. */
  message?: string;
  /** Id of the same call on each other platform that has it. */
  counterparts: Partial<Record<ApiPlatform, string>>;
  /** Page path and anchor: `/docs/android/api/action#click`. */
  url: string;
  /** Names other tools and Chinese readers use for it (src/data/api-aliases.ts). */
  aliases?: {tools: ToolAlias[]; terms: ChineseTerm[]};
  /** Where the entry is written, for error messages. */
  source: {file: string; line: number};
  /** An attribute or property that its class's attribute table describes: it has no heading of its own. */
  classMember?: true;
};

export type ModelModule = {
  id: string;
  platform: ApiPlatform | 'common';
  title: string;
  url: string;
  file: string;
};

export type ApiModel = {entries: ModelEntry[]; modules: ModelModule[]};

export type ModelOptions = {
  releases: Release[];
  moduleCounterparts: ModuleCounterpart[];
  /** Where the counterpart map is written, for error messages. */
  counterpartsFile: string;
  /** Source of the counterpart map, to point errors at a line. */
  counterpartsSource?: string;
  aliases?: ApiAlias[];
  aliasesFile?: string;
  /** Source of the alias file, to point errors at a line. */
  aliasesSource?: string;
};

/** Docs URL of a page from its file path (API pages keep the file-path URL). */
export function permalinkOf(file: string): string {
  return `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;
}

/** A module path without `tapcraft.<platform>.`: `tapcraft.ios.ui.float_log` → `ui.float_log`. */
export function neutralPath(module: string): string {
  return modulePlatform(module) ? module.split('.').slice(2).join('.') : module;
}

type Draft = ModelEntry & {page: ApiPage; written: ApiEntry | null; compareKey: string};

/** What must be equal for two counterparts to need no `differs` note. */
function compareKeyOf(
  details: EntryDetails,
  name: string,
  rename: (text: string) => string,
): string {
  const withoutName = (text: string) => text.split(name).join('NAME');
  switch (details.kind) {
    case 'function':
    case 'method':
      return rename(withoutName(details.display));
    case 'class':
    case 'exception':
      return rename(
        JSON.stringify([
          details.bases,
          details.attributes,
          details.properties,
          details.parameters,
          details.kind,
        ]),
      );
    default:
      return rename(withoutName(details.display));
  }
}

function platformOf(module: string): ApiPlatform | 'common' {
  return modulePlatform(module) ?? 'common';
}

/** Builds the model and lists every contradiction in the pages, at its file and line. */
export function buildApiModel(
  pages: ApiPage[],
  stubs: StubResult,
  options: ModelOptions,
): {model: ApiModel; problems: Problem[]} {
  const problems: Problem[] = [];
  const order = new Map(options.releases.map((release, index) => [release.version, index]));
  const firstOn = new Map<ApiPlatform, string>();
  for (const release of options.releases) {
    if (release.firstOn) firstOn.set(release.firstOn, release.version);
  }
  const mapLine = (text: string) => quotedLine(options.counterpartsSource, text);

  // Module and class paths that differ between platforms, as one key per counterpart set.
  const moduleKey = new Map<string, string>();
  const classKey = new Map<string, string>();
  options.moduleCounterparts.forEach((mapping, index) => {
    for (const platform of API_PLATFORMS) {
      const path = mapping[platform];
      if (path) moduleKey.set(`${platform}:${path}`, `#module${index}`);
      (mapping.classes ?? []).forEach((classes: PlatformPaths, classIndex) => {
        const name = classes[platform];
        if (path && name)
          classKey.set(`${platform}:${path}:${name}`, `#class${index}.${classIndex}`);
      });
    }
  });
  const keyOfModule = (platform: ApiPlatform | 'common', module: string) =>
    moduleKey.get(`${platform}:${neutralPath(module)}`) ?? neutralPath(module);
  const keyOfName = (platform: ApiPlatform | 'common', module: string, name: string) => {
    const [owner, ...rest] = name.split('.');
    const renamed = classKey.get(`${platform}:${neutralPath(module)}:${owner}`);
    return renamed ? [renamed, ...rest].join('.') : name;
  };
  // Renamed classes read the same in both signatures (`-> ScriptWindow`, `-> WebWindow`).
  const renameClasses = (platform: ApiPlatform | 'common', module: string) => (text: string) => {
    let result = text;
    for (const [key, value] of classKey) {
      const [keyPlatform, keyModule, className] = key.split(':');
      if (keyPlatform === platform && keyModule === neutralPath(module)) {
        result = result.replace(new RegExp(`\\b${className}\\b`, 'g'), value);
      }
    }
    return result;
  };

  const modules: ModelModule[] = pages.map((page) => ({
    id: page.module,
    platform: platformOf(page.module),
    title: page.title,
    url: permalinkOf(page.file),
    file: page.file,
  }));
  const documented = new Set(pages.map((page) => page.module));
  // Modules that re-export another one: its names are importable from both.
  const importedFrom = new Map<string, string[]>();
  for (const page of pages) {
    for (const source of page.reexports) {
      importedFrom.set(source, [...(importedFrom.get(source) ?? []), page.module]);
    }
  }

  const drafts: Draft[] = [];
  for (const page of pages) {
    const platform = platformOf(page.module);
    const rename = renameClasses(platform, page.module);
    const written = new Set(page.entries.map((entry) => entry.name));
    for (const entry of page.entries) {
      const at = (message: string, line = entry.metaLine ?? entry.line) =>
        problems.push({file: page.file, line, message});
      const details = stubs.details[page.module]?.[entry.name];
      if (!details) continue;
      if (entry.writtenPlatforms !== null) {
        at(
          `${entry.name}: platforms={[${entry.writtenPlatforms}]} is derived from the model now; remove it from <ApiMeta>`,
        );
      }
      if (entry.message !== null && details.kind !== 'exception') {
        at(
          `${entry.name}: **Message:** states what an exception's message says, but ${entry.name} is a ${details.kind}`,
          entry.line,
        );
      }
      const rows = new Map(entry.parameterRows.map((row) => [row.name, row]));
      const draft: Draft = {
        id: `${page.module}.${entry.name}`,
        platform,
        module: page.module,
        name: entry.name,
        kind: details.kind,
        signature: details.display,
        parameters: details.parameters.map((parameter) => ({
          name: parameter.name,
          type: parameter.type,
          default: parameter.default,
          description: rows.get(parameter.name.replace(/^\*+/, ''))?.description ?? '',
        })),
        // `**Returns:** \`bool\`: True when…`: the type is in `type`, the rest describes it.
        returns: {
          type: details.returns,
          description: (entry.returns ?? '').replace(/^`[^`]+`:\s*/, ''),
        },
        raises: entry.raises ?? '',
        summary: entry.summary,
        platforms: [],
        since: {},
        ...(entry.differs ? {differs: entry.differs} : {}),
        ...(entry.message ? {message: entry.message} : {}),
        counterparts: {},
        url: `${permalinkOf(page.file)}#${entry.anchor}`,
        source: {file: page.file, line: entry.line},
        page,
        written: entry,
        compareKey: compareKeyOf(details, entry.name.split('.').pop()!, rename),
      };
      drafts.push(draft);
      // A class's annotated attributes and properties are entries too, described by its attribute table.
      const attributeRows = new Map(entry.attributeRows.map((row) => [row.name, row]));
      const members = [
        ...details.attributes.map((member) => ({...member, kind: 'attribute' as const})),
        ...details.properties.map((member) => ({...member, kind: 'property' as const})),
      ];
      for (const member of members) {
        const name = `${entry.name}.${member.name}`;
        if (written.has(name)) continue;
        drafts.push({
          ...draft,
          id: `${page.module}.${name}`,
          name,
          kind: member.kind,
          signature: `${name}: ${member.type}`,
          parameters: [],
          returns: {type: member.type, description: ''},
          raises: '',
          summary: attributeRows.get(member.name)?.description ?? '',
          platforms: [],
          since: {},
          counterparts: {},
          differs: undefined,
          message: undefined,
          classMember: true,
          written: null,
          compareKey: rename(member.type),
        });
      }
    }
  }

  // Counterparts: the same import path, module and class names mapped, on another platform.
  const groups = new Map<string, Draft[]>();
  for (const draft of drafts) {
    if (draft.platform === 'common') continue;
    const paths = [draft.module, ...(importedFrom.get(draft.module) ?? [])];
    for (const module of new Set(paths.map((path) => keyOfModule(draft.platform, path)))) {
      const key = `${module}:${keyOfName(draft.platform, draft.module, draft.name)}`;
      groups.set(key, [...(groups.get(key) ?? []), draft]);
    }
  }
  for (const group of groups.values()) {
    for (const draft of group) {
      for (const other of group) {
        if (other.platform === draft.platform || other.platform === 'common') continue;
        const existing = draft.counterparts[other.platform];
        if (existing && existing !== other.id) {
          problems.push({
            file: draft.source.file,
            line: draft.source.line,
            message: `${draft.name}: both ${existing} and ${other.id} match it on ${other.platform}; map one of them in ${options.counterpartsFile}`,
          });
          continue;
        }
        draft.counterparts[other.platform] = other.id;
      }
    }
  }

  const byId = new Map(drafts.map((draft) => [draft.id, draft]));
  // A class is compared by its bases and attributes, so say them.
  const describe = (draft: Draft) => {
    if (draft.kind !== 'class' && draft.kind !== 'exception') return draft.signature;
    const attributes = drafts
      .filter((other) => other.classMember && other.id.startsWith(`${draft.id}.`))
      .map((other) => other.signature.split('.').pop());
    return `${draft.signature}${attributes.length ? ` with ${attributes.join(', ')}` : ''}`;
  };
  const rank = (version: string | undefined) => (version ? (order.get(version) ?? -1) : -1);
  for (const draft of drafts) {
    const own =
      draft.written?.since ??
      draft.page.entries.find((e) => draft.name.startsWith(`${e.name}.`))?.since;
    if (draft.platform === 'common') {
      draft.platforms = [...API_PLATFORMS];
      for (const platform of API_PLATFORMS) {
        const start = firstOn.get(platform);
        draft.since[platform] =
          own && start && rank(own) < rank(start) ? start : (own ?? undefined);
      }
      continue;
    }
    if (own) draft.since[draft.platform] = own;
    for (const [platform, id] of Object.entries(draft.counterparts)) {
      const other = byId.get(id);
      const otherSince =
        other?.written?.since ??
        other?.page.entries.find((e) => other.name.startsWith(`${e.name}.`))?.since;
      if (otherSince) draft.since[platform as ApiPlatform] = otherSince;
    }
    draft.platforms = API_PLATFORMS.filter(
      (platform) => platform === draft.platform || draft.counterparts[platform],
    );
  }

  // Contradictions a page can state.
  for (const draft of drafts) {
    const entry = draft.written;
    if (!entry || draft.platform === 'common') continue;
    const at = (message: string) =>
      problems.push({file: draft.source.file, line: entry.metaLine ?? entry.line, message});
    const since = entry.since;
    if (since && !order.has(since)) {
      at(`${draft.name}: since="${since}" names no release in src/data/releases.ts`);
    } else if (since) {
      const start = firstOn.get(draft.platform);
      if (start && rank(since) < rank(start)) {
        at(
          `${draft.name}: since="${since}" predates ${draft.platform}, which starts with ${start}`,
        );
      }
      for (const release of options.releases) {
        for (const feature of release.features ?? []) {
          if (!feature.platforms.includes(draft.platform)) continue;
          const path = `${neutralPath(draft.module)}.${draft.name}`;
          if (feature.entries?.includes(path) && since !== release.version) {
            at(`${draft.name}: since="${since}", but ${feature.name} came in ${release.version}`);
          }
          const inModule = feature.modules?.some(
            (module) =>
              neutralPath(draft.module) === module ||
              neutralPath(draft.module).startsWith(`${module}.`),
          );
          if (inModule && rank(since) < rank(release.version)) {
            at(
              `${draft.name}: since="${since}" predates ${feature.name}, which came in ${release.version}`,
            );
          }
        }
      }
    }
    const counterparts = Object.values(draft.counterparts).map((id) => byId.get(id)!);
    const different = counterparts.filter((other) => other.compareKey !== draft.compareKey);
    if (different.length > 0 && !entry.differs) {
      const names = different.map((other) => `${other.id}: ${describe(other)}`).join('; ');
      at(
        `${draft.name}: ${describe(draft)} differs from ${names}; make them equal or say how with <ApiMeta differs="..."> on every side`,
      );
    }
    if (entry.differs && counterparts.length === 0) {
      at(`${draft.name}: differs="..." but no other platform has ${draft.name}`);
    } else if (entry.differs && different.length === 0) {
      at(
        `${draft.name}: differs="..." but its signature equals ${counterparts.map((o) => o.id).join(', ')}`,
      );
    }
  }

  // The counterpart map must name documented modules and classes, on every side it names.
  options.moduleCounterparts.forEach((mapping) => {
    const missingModule = API_PLATFORMS.filter(
      (platform) =>
        mapping[platform] && !documented.has(`tapcraft.${platform}.${mapping[platform]}`),
    );
    for (const platform of missingModule) {
      problems.push({
        file: options.counterpartsFile,
        line: mapLine(mapping[platform]!),
        message: `${platform}: tapcraft.${platform}.${mapping[platform]} is mapped but no page documents it`,
      });
    }
    for (const classes of mapping.classes ?? []) {
      const ids = API_PLATFORMS.filter((platform) => classes[platform] && mapping[platform]).map(
        (platform) => `tapcraft.${platform}.${mapping[platform]}.${classes[platform]}`,
      );
      const present = ids.filter((id) => byId.has(id));
      const absent = ids.filter((id) => !byId.has(id));
      if (absent.length === 0) continue;
      if (present.length === 0) {
        problems.push({
          file: options.counterpartsFile,
          line: mapLine(Object.values(classes)[0]!),
          message: `${ids.join(' and ')} are mapped as counterparts but not documented`,
        });
      }
      // A one-sided counterpart: reported where the documented side is written.
      for (const id of present) {
        const draft = byId.get(id)!;
        problems.push({
          file: draft.source.file,
          line: draft.source.line,
          message: `${draft.name}: ${options.counterpartsFile} maps it to ${absent.join(' and ')}, which no page documents`,
        });
      }
    }
  });

  attachAliases(byId, options, problems);

  const entries: ModelEntry[] = drafts.map(
    ({page: _page, written: _written, compareKey: _key, ...entry}) => entry,
  );
  return {model: {entries, modules}, problems};
}

/**
 * Gives each entry the aliases that name it, and refuses an alias whose
 * entry does not exist or a tool's call (or a Chinese term) that two entries
 * claim when they are not the same call on different platforms.
 */
function attachAliases(byId: Map<string, Draft>, options: ModelOptions, problems: Problem[]): void {
  const file = options.aliasesFile ?? 'src/data/api-aliases.ts';
  const lineOf = (text: string) => quotedLine(options.aliasesSource, text);
  const claimedBy = new Map<string, string>();
  const related = (a: Draft, b: Draft) =>
    a.id === b.id || Object.values(a.counterparts).includes(b.id);
  const byName = entriesByName([...byId.values()]);
  for (const alias of options.aliases ?? []) {
    problems.push(...unusedPlatforms(alias, byId, file, lineOf));
    for (const id of alias.entries) {
      const draft = byId.get(id);
      if (!draft) {
        problems.push({file, line: lineOf(id), message: `${id} is not an entry of the API model`});
        continue;
      }
      // A tool's call attaches only where it means what its note says.
      const tools = (alias.tools ?? []).filter(
        (tool) => !tool.platforms || tool.platforms.some((p) => p === draft.platform),
      );
      for (const tool of tools) {
        for (const mismatch of aliasMismatches(tool, draft, byName)) {
          problems.push({
            file,
            line: lineOf(tool.call),
            message: `${tool.tool}: ${tool.call} on ${draft.id}: ${mismatch}`,
          });
        }
      }
      draft.aliases ??= {tools: [], terms: []};
      draft.aliases.tools.push(...tools.map(({platforms: _platforms, ...shown}) => shown));
      draft.aliases.terms.push(...(alias.terms ?? []));
      const names = [
        ...tools.map((tool) => `${tool.tool}: ${tool.call}`),
        ...(alias.terms ?? []).map((term) => term.term),
      ];
      for (const name of names) {
        const other = byId.get(claimedBy.get(name) ?? '');
        if (other && !related(other, draft)) {
          problems.push({
            file,
            line: lineOf(name.replace(/^[^:]+: /, '')),
            message: `${name} is claimed by ${other.id} and ${draft.id}, which are not the same call`,
          });
        }
        claimedBy.set(name, draft.id);
      }
    }
  }
}

/** A tool's call limited to a platform that none of the alias's entries is on. */
function unusedPlatforms(
  alias: ApiAlias,
  byId: Map<string, Draft>,
  file: string,
  lineOf: (text: string) => number,
): Problem[] {
  const platforms = new Set(alias.entries.map((id) => byId.get(id)?.platform));
  return (alias.tools ?? []).flatMap((tool) =>
    (tool.platforms ?? [])
      .filter((platform) => !platforms.has(platform))
      .map((platform) => ({
        file,
        line: lineOf(tool.call),
        message: `${tool.tool}: ${tool.call} is limited to ${platform}, where the alias has no entry`,
      })),
  );
}

/** The line of `source` that holds `'text'`, or 1: where an error in a data file points. */
export function quotedLine(source: string | undefined, text: string): number {
  const index = source?.split('\n').findIndex((line) => line.includes(`'${text}'`));
  return index !== undefined && index >= 0 ? index + 1 : 1;
}

/**
 * Refuses a page term whose page is not a doc of the site, or whose term an
 * entry or another page term already claims (a reader searching it must
 * land on one place).
 */
export function pageTermProblems(
  terms: PageTerm[],
  docPaths: ReadonlySet<string>,
  model: ApiModel,
  file: string,
  source?: string,
): Problem[] {
  const problems: Problem[] = [];
  const claimed = new Map<string, string>();
  for (const entry of model.entries) {
    for (const {term} of entry.aliases?.terms ?? []) {
      if (!claimed.has(term)) claimed.set(term, entry.id);
    }
  }
  for (const {term, page} of terms) {
    const path = page.split('#')[0]!;
    if (!docPaths.has(path)) {
      problems.push({
        file,
        line: quotedLine(source, page),
        message: `${term}: ${path} is not a page of the docs`,
      });
    }
    const other = claimed.get(term);
    if (other) {
      problems.push({
        file,
        line: quotedLine(source, term),
        message: `${term} is claimed by ${other} and by the page ${page}`,
      });
    }
    claimed.set(term, page);
  }
  return problems;
}
