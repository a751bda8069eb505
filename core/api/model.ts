import type {ApiAlias, ChineseTerm, PageTerm, ToolAlias} from '@tapcraft/data/api-aliases';
import type {ModuleCounterpart, PlatformPaths} from '@tapcraft/data/api-counterparts';
import type {Release} from '@tapcraft/data/releases';
import {sitePath} from '../pages/locale';
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

/** Docs URL of a page from its file path, or its translation's (API pages keep the file-path URL). */
export function permalinkOf(file: string): string {
  return `/${sitePath(file)
    .replace(/\.mdx?$/, '')
    .replace(/\/index$/, '')}`;
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
  if (details.kind !== 'class' && details.kind !== 'exception') {
    return rename(details.display.split(name).join('NAME'));
  }
  const {bases, attributes, properties, parameters, kind} = details;
  return rename(JSON.stringify([bases, attributes, properties, parameters, kind]));
}

function platformOf(module: string): ApiPlatform | 'common' {
  return modulePlatform(module) ?? 'common';
}

type Rename = (text: string) => string;

/** How counterparts are found: module and class paths that differ between platforms, as one key each. */
function counterpartKeys(mappings: ModuleCounterpart[]) {
  const moduleKey = new Map<string, string>();
  const classKey = new Map<string, string>();
  mappings.forEach((mapping, index) => {
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
  return {
    ofModule: (platform: ApiPlatform | 'common', module: string) =>
      moduleKey.get(`${platform}:${neutralPath(module)}`) ?? neutralPath(module),
    ofName: (platform: ApiPlatform | 'common', module: string, name: string) => {
      const [owner, ...rest] = name.split('.');
      const renamed = classKey.get(`${platform}:${neutralPath(module)}:${owner}`);
      return renamed ? [renamed, ...rest].join('.') : name;
    },
    // Renamed classes read the same in both signatures (`-> ScriptWindow`, `-> WebWindow`).
    renameClasses:
      (platform: ApiPlatform | 'common', module: string): Rename =>
      (text) => {
        let result = text;
        for (const [key, value] of classKey) {
          const [keyPlatform, keyModule, className] = key.split(':');
          if (keyPlatform === platform && keyModule === neutralPath(module)) {
            result = result.replace(new RegExp(`\\b${className}\\b`, 'g'), value);
          }
        }
        return result;
      },
  };
}

type Keys = ReturnType<typeof counterpartKeys>;

/** What the model has of one written entry, before counterparts and since are derived. */
function entryDraft(page: ApiPage, entry: ApiEntry, details: EntryDetails, rename: Rename): Draft {
  const rows = new Map(entry.parameterRows.map((row) => [row.name, row]));
  return {
    id: `${page.module}.${entry.name}`,
    platform: platformOf(page.module),
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
}

/** A class's annotated attributes and properties: entries too, described by its attribute table. */
function memberDrafts(draft: Draft, details: EntryDetails, written: Set<string>, rename: Rename) {
  const entry = draft.written!;
  const attributeRows = new Map(entry.attributeRows.map((row) => [row.name, row]));
  const members = [
    ...details.attributes.map((member) => ({...member, kind: 'attribute' as const})),
    ...details.properties.map((member) => ({...member, kind: 'property' as const})),
  ];
  return members
    .filter((member) => !written.has(`${entry.name}.${member.name}`))
    .map((member): Draft => {
      const name = `${entry.name}.${member.name}`;
      return {
        ...draft,
        id: `${draft.module}.${name}`,
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
      };
    });
}

/** What a written entry may not say about itself. */
function entryProblems(page: ApiPage, entry: ApiEntry, details: EntryDetails): Problem[] {
  const problems: Problem[] = [];
  const at = (message: string, line = entry.metaLine ?? entry.line) =>
    problems.push({file: page.file, line, message});
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
  return problems;
}

function draftsOf(pages: ApiPage[], stubs: StubResult, keys: Keys, problems: Problem[]): Draft[] {
  const drafts: Draft[] = [];
  for (const page of pages) {
    const rename = keys.renameClasses(platformOf(page.module), page.module);
    const written = new Set(page.entries.map((entry) => entry.name));
    for (const entry of page.entries) {
      const details = stubs.details[page.module]?.[entry.name];
      if (!details) continue;
      problems.push(...entryProblems(page, entry, details));
      const draft = entryDraft(page, entry, details, rename);
      drafts.push(draft, ...memberDrafts(draft, details, written, rename));
    }
  }
  return drafts;
}

/** Modules that re-export another one, by the module they re-export: its names are importable from both. */
export function importersOf(pages: ApiPage[]): Map<string, string[]> {
  const importedFrom = new Map<string, string[]>();
  for (const page of pages) {
    for (const source of page.reexports) {
      importedFrom.set(source, [...(importedFrom.get(source) ?? []), page.module]);
    }
  }
  return importedFrom;
}

/** Every path a script can import an entry by: its own, and through each module that re-exports its module. */
export function entriesByPath(
  model: ApiModel,
  importers: ReadonlyMap<string, string[]>,
): Map<string, ModelEntry> {
  const byPath = new Map<string, ModelEntry>();
  for (const entry of model.entries) {
    byPath.set(entry.id, entry);
    for (const importer of importers.get(entry.module) ?? []) {
      byPath.set(`${importer}.${entry.name}`, entry);
    }
  }
  return byPath;
}

/** Counterparts: the same import path, module and class names mapped, on another platform. */
function linkCounterparts(
  drafts: Draft[],
  importedFrom: Map<string, string[]>,
  keys: Keys,
  counterpartsFile: string,
): Problem[] {
  const problems: Problem[] = [];
  const groups = new Map<string, Draft[]>();
  for (const draft of drafts) {
    if (draft.platform === 'common') continue;
    const paths = [draft.module, ...(importedFrom.get(draft.module) ?? [])];
    for (const module of new Set(paths.map((path) => keys.ofModule(draft.platform, path)))) {
      const key = `${module}:${keys.ofName(draft.platform, draft.module, draft.name)}`;
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
            ...draft.source,
            message: `${draft.name}: both ${existing} and ${other.id} match it on ${other.platform}; map one of them in ${counterpartsFile}`,
          });
          continue;
        }
        draft.counterparts[other.platform] = other.id;
      }
    }
  }
  return problems;
}

type Releases = {
  /** A release's place in the history, -1 for none. */
  rank: (version: string | undefined) => number;
  known: (version: string) => boolean;
  /** The release each platform starts with. */
  firstOn: Map<ApiPlatform, string>;
  list: Release[];
};

function releaseOrder(list: Release[]): Releases {
  const order = new Map(list.map((release, index) => [release.version, index]));
  const firstOn = new Map<ApiPlatform, string>();
  for (const release of list) if (release.firstOn) firstOn.set(release.firstOn, release.version);
  return {
    rank: (version) => (version ? (order.get(version) ?? -1) : -1),
    known: (version) => order.has(version),
    firstOn,
    list,
  };
}

/** The release written on an entry, or on the class a member belongs to. */
const ownSince = (draft: Draft) =>
  draft.written?.since ??
  draft.page.entries.find((e) => draft.name.startsWith(`${e.name}.`))?.since;

/** Each entry's platforms and the release that added it on each, from it and its counterparts. */
function deriveSince(drafts: Draft[], byId: Map<string, Draft>, releases: Releases): void {
  for (const draft of drafts) {
    const own = ownSince(draft);
    if (draft.platform === 'common') {
      draft.platforms = [...API_PLATFORMS];
      for (const platform of API_PLATFORMS) {
        const start = releases.firstOn.get(platform);
        draft.since[platform] =
          own && start && releases.rank(own) < releases.rank(start) ? start : (own ?? undefined);
      }
      continue;
    }
    if (own) draft.since[draft.platform] = own;
    for (const [platform, id] of Object.entries(draft.counterparts)) {
      const otherSince = ownSince(byId.get(id)!);
      if (otherSince) draft.since[platform as ApiPlatform] = otherSince;
    }
    draft.platforms = API_PLATFORMS.filter(
      (platform) => platform === draft.platform || draft.counterparts[platform],
    );
  }
}

/** A `since` that names no release, or comes before its platform or its feature. */
function sinceProblems(draft: Draft, since: string, releases: Releases): string[] {
  if (!releases.known(since)) {
    return [`${draft.name}: since="${since}" names no release in src/data/releases.ts`];
  }
  const found: string[] = [];
  const start = releases.firstOn.get(draft.platform as ApiPlatform);
  if (start && releases.rank(since) < releases.rank(start)) {
    found.push(
      `${draft.name}: since="${since}" predates ${draft.platform}, which starts with ${start}`,
    );
  }
  const module = neutralPath(draft.module);
  for (const release of releases.list) {
    for (const feature of release.features ?? []) {
      if (!feature.platforms.includes(draft.platform as ApiPlatform)) continue;
      if (feature.entries?.includes(`${module}.${draft.name}`) && since !== release.version) {
        found.push(
          `${draft.name}: since="${since}", but ${feature.name} came in ${release.version}`,
        );
      }
      const inModule = feature.modules?.some((m) => module === m || module.startsWith(`${m}.`));
      if (inModule && releases.rank(since) < releases.rank(release.version)) {
        found.push(
          `${draft.name}: since="${since}" predates ${feature.name}, which came in ${release.version}`,
        );
      }
    }
  }
  return found;
}

/** Counterparts that differ without a `differs` note, or a note where nothing differs. */
function differsProblems(draft: Draft, drafts: Draft[], byId: Map<string, Draft>): string[] {
  // A class is compared by its bases and attributes, so say them.
  const describe = (one: Draft) => {
    if (one.kind !== 'class' && one.kind !== 'exception') return one.signature;
    const members = drafts
      .filter((other) => other.classMember && other.id.startsWith(`${one.id}.`))
      .map((other) => other.signature.split('.').pop());
    return `${one.signature}${members.length ? ` with ${members.join(', ')}` : ''}`;
  };
  const entry = draft.written!;
  const counterparts = Object.values(draft.counterparts).map((id) => byId.get(id)!);
  const different = counterparts.filter((other) => other.compareKey !== draft.compareKey);
  if (different.length > 0 && !entry.differs) {
    const names = different.map((other) => `${other.id}: ${describe(other)}`).join('; ');
    return [
      `${draft.name}: ${describe(draft)} differs from ${names}; make them equal or say how with <ApiMeta differs="..."> on every side`,
    ];
  }
  if (entry.differs && counterparts.length === 0) {
    return [`${draft.name}: differs="..." but no other platform has ${draft.name}`];
  }
  if (entry.differs && different.length === 0) {
    return [
      `${draft.name}: differs="..." but its signature equals ${counterparts.map((o) => o.id).join(', ')}`,
    ];
  }
  return [];
}

/** Contradictions a page can state: its since marks and its platform notes. */
function pageProblems(drafts: Draft[], byId: Map<string, Draft>, releases: Releases): Problem[] {
  return drafts.flatMap((draft) => {
    const entry = draft.written;
    if (!entry || draft.platform === 'common') return [];
    const messages = [
      ...(entry.since ? sinceProblems(draft, entry.since, releases) : []),
      ...differsProblems(draft, drafts, byId),
    ];
    return messages.map((message) => ({
      file: draft.source.file,
      line: entry.metaLine ?? entry.line,
      message,
    }));
  });
}

/** The counterpart map must name documented modules and classes, on every side it names. */
function counterpartMapProblems(
  options: ModelOptions,
  documented: Set<string>,
  byId: Map<string, Draft>,
): Problem[] {
  const problems: Problem[] = [];
  const file = options.counterpartsFile;
  const mapLine = (text: string) => quotedLine(options.counterpartsSource, text);
  for (const mapping of options.moduleCounterparts) {
    for (const platform of API_PLATFORMS) {
      const path = mapping[platform];
      if (!path || documented.has(`tapcraft.${platform}.${path}`)) continue;
      problems.push({
        file,
        line: mapLine(path),
        message: `${platform}: tapcraft.${platform}.${path} is mapped but no page documents it`,
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
          file,
          line: mapLine(Object.values(classes)[0]!),
          message: `${ids.join(' and ')} are mapped as counterparts but not documented`,
        });
      }
      // A one-sided counterpart: reported where the documented side is written.
      for (const draft of present.map((id) => byId.get(id)!)) {
        problems.push({
          ...draft.source,
          message: `${draft.name}: ${file} maps it to ${absent.join(' and ')}, which no page documents`,
        });
      }
    }
  }
  return problems;
}

/** Builds the model and lists every contradiction in the pages, at its file and line. */
export function buildApiModel(
  pages: ApiPage[],
  stubs: StubResult,
  options: ModelOptions,
): {model: ApiModel; problems: Problem[]} {
  const problems: Problem[] = [];
  const keys = counterpartKeys(options.moduleCounterparts);
  const modules: ModelModule[] = pages.map((page) => ({
    id: page.module,
    platform: platformOf(page.module),
    title: page.title,
    url: permalinkOf(page.file),
    file: page.file,
  }));
  const drafts = draftsOf(pages, stubs, keys, problems);
  problems.push(...linkCounterparts(drafts, importersOf(pages), keys, options.counterpartsFile));
  const byId = new Map(drafts.map((draft) => [draft.id, draft]));
  const releases = releaseOrder(options.releases);
  deriveSince(drafts, byId, releases);
  problems.push(...pageProblems(drafts, byId, releases));
  const documented = new Set(pages.map((page) => page.module));
  problems.push(...counterpartMapProblems(options, documented, byId));
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
