import type {ApiModel} from '@tapcraft/core/api/model';

/**
 * The instructions at the top of llms.txt: how to import, where to check a
 * name, where the stubs are, and the conventions every call follows. Every
 * value comes from the data modules, the API model and CONTRIBUTING.md.
 */

export type InstructionFacts = {
  productName: string;
  version: string;
  /** Each platform's id and label, in the order the site lists them. */
  platforms: Array<{id: string; label: string}>;
  model: ApiModel;
  /** Absolute URLs. */
  modelUrl: string;
  stubsUrl: string;
  fullUrl: string;
  platformFullUrls: Array<{label: string; url: string}>;
  /** The conventions as CONTRIBUTING.md lists them (Markdown). */
  conventions: string;
};

const CONVENTIONS_HEADING = /^### Conventions of the API\s*$/m;

/** The list under "Conventions of the API" in CONTRIBUTING.md, the one place that states them. */
export function conventionsOf(contributing: string): string {
  const match = CONVENTIONS_HEADING.exec(contributing);
  if (!match) {
    throw new Error(
      'CONTRIBUTING.md has no "### Conventions of the API" section, which llms.txt states for assistants',
    );
  }
  const rest = contributing.slice(match.index + match[0].length);
  const end = rest.search(/^#{1,3} /m);
  const section = (end < 0 ? rest : rest.slice(0, end)).trim();
  if (!/^- /m.test(section)) {
    throw new Error('CONTRIBUTING.md, "Conventions of the API": expected a list of conventions');
  }
  return section;
}

const code = (value: string) => `\`${value}\``;

/** "a, b and c" (or "a, b or c"). */
const list = (items: string[], conjunction = 'and') =>
  items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;

export function instructions(facts: InstructionFacts): string {
  const {model} = facts;
  const platformIds = facts.platforms.map((platform) => platform.id);
  // An import path readers meet first: the shortest module of the first platform.
  const example = model.modules
    .filter((module) => module.platform === platformIds[0])
    .sort((a, b) => a.id.split('.').length - b.id.split('.').length)[0];
  const shared = model.entries
    .filter((entry) => entry.platform === 'common' && !entry.name.includes('.'))
    .map((entry) => code(entry.name));
  const perPlatform = facts.platformFullUrls.map(({label, url}) => `[${label}](${url})`);
  return [
    `This is the documentation of ${facts.productName} ${facts.version}. Every page is also published as Markdown, at its address with \`.md\` added, as the links below show. [llms-full.txt](${facts.fullUrl}) holds every doc in one file. For a script on one platform, read that platform's file instead: ${list(perPlatform, 'or')}.`,
    `Before you write a ${facts.productName} script:`,
    [
      `- Import each call from its platform's package, \`tapcraft.<platform>.<module>\`, where the platform is ${list(platformIds.map(code), 'or')}${example ? ` (for example ${code(example.id)})` : ''}. The \`tapcraft\` package itself holds what all platforms share: ${list(shared)}.`,
      `- Check every name against [the API model](${facts.modelUrl}) for the platform the script runs on. Each entry has the name's \`signature\`, the \`platforms\` that have it, the release that added it on each (\`since\`), the same call on the other platforms (\`counterparts\`) and how it differs there (\`differs\`). Do not use a name the model does not list for that platform.`,
      `- Type stubs for editors and type checkers: \`pip install ${facts.stubsUrl}\`.`,
    ].join('\n'),
    'Every call follows these conventions:',
    facts.conventions,
  ].join('\n\n');
}
