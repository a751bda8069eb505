import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  dataFlowTable,
  tableProp,
  type DataFlowLabels,
} from '../../src/components/DataFlowTable/rows';
import {
  dataFlows,
  receivedBy,
  recipients,
  retentionText,
  type DataFlow,
  type RecipientId,
} from '@tapcraft/data/dataFlows';
import {facts} from '@tapcraft/data/facts';
import {legalDates, legalDateText, searchSettingNames} from '@tapcraft/data/site';
import {mdxToMarkdown} from '../../plugins/markdown-twins/convert';
import {contentFiles} from '../contentFiles';

const root = process.cwd();
const flows: Array<[string, DataFlow]> = Object.entries(dataFlows);
const POLICY = 'docs/about/doc/privacypolicy.mdx';
const labels: DataFlowLabels = {
  information: 'information',
  when: 'when',
  why: 'why',
  howLong: 'how long',
  whoElse: 'who else sees it',
  recipient: 'recipient',
  what: 'what',
  onlyUs: 'only us',
};

describe('src/data/dataFlows.ts', () => {
  it('sends every kind of data to us and to recipients it knows', () => {
    for (const [id, flow] of flows) {
      expect(Object.keys(flow.to), id).toContain('us');
      for (const recipient of Object.keys(flow.to))
        expect(recipients, id).toHaveProperty(recipient);
      expect(flow.when, id).toMatch(/^(when|while|at|once|only) /);
    }
  });

  it('reads the retention of console data from the plans', () => {
    const text = retentionText(dataFlows.consoleLogs);
    for (const plan of Object.values(facts.plans)) {
      expect(text).toContain(`${plan.logHistory} on ${plan.name}`);
    }
    expect(retentionText(dataFlows.databaseSnapshots)).toContain(
      `${facts.plans.studio.backupDays} days on Studio`,
    );
    expect(retentionText(dataFlows.signIns)).toBe(dataFlows.signIns.kept);
  });

  it('lists the developers of bought scripts and the workspace among the recipients', () => {
    expect(receivedBy('developer')).toMatch(/nickname, the order number and the card key/);
    expect(receivedBy('workspace')).toMatch(/log lines.*live screens/);
    const sharing = dataFlowTable('sharing', labels).rows.map((row) => row[0]);
    const named = (id: RecipientId) => recipients[id].name;
    expect(sharing).toEqual(
      expect.arrayContaining([named('developer'), named('workspace'), named('otherUsers')]),
    );
    expect(sharing).not.toContain(named('us'));
  });

  it('lists what cloud control relays, the card-key check and hosted search', () => {
    for (const relayed of [dataFlows.webIdeSessions, dataFlows.tunnelTraffic]) {
      expect(relayed.table).toBe('cloud');
      expect(relayed.to).toHaveProperty('workspace');
      expect(retentionText(relayed)).toMatch(/^not stored\b/);
    }
    expect(retentionText(dataFlows.cardKeyChecks)).toContain(retentionText(dataFlows.orders));
    for (const name of searchSettingNames) expect(dataFlows.searchQueries.when).toContain(name);
    expect(dataFlowTable('sharing', labels).rows.map((row) => row[0])).toContain(
      recipients.searchProvider.name,
    );
  });

  it('gives every kind of data a row in one collection table and in the retention table', () => {
    const collected = (['given', 'collected', 'cloud'] as const).flatMap((table) =>
      dataFlowTable(table, labels).rows.map((row) => row[0]),
    );
    expect(collected.sort()).toEqual(flows.map(([, flow]) => flow.what).sort());
    expect(dataFlowTable('retention', labels).rows).toHaveLength(flows.length);
  });

  it('names the tables a writer may ask for when the name is wrong', () => {
    expect(() => tableProp('sharin')).toThrow(
      'table must be one of given, collected, cloud, sharing, retention; got sharin',
    );
  });
});

describe('the privacy policy', () => {
  const source = readFileSync(path.join(root, POLICY), 'utf8');

  it('renders each table of the data flows, in the page and in its Markdown twin', async () => {
    for (const table of ['given', 'collected', 'cloud', 'sharing', 'retention']) {
      expect(source).toContain(`<DataFlowTable table="${table}" />`);
    }
    const {markdown} = await mdxToMarkdown(source, {file: path.join(root, POLICY), siteDir: root});
    expect(markdown).toContain(
      `| ${recipients.developer.name} | ${receivedBy('developer')} | ${recipients.developer.why} |`,
    );
    expect(markdown).toContain(
      `| ${dataFlows.consoleLogs.what} | For ${retentionText(dataFlows.consoleLogs).slice(4)} |`,
    );
    expect(markdown).toContain(`| ${dataFlows.liveScreens.what} | ${dataFlows.liveScreens.when} |`);
    expect(markdown).toContain(`**Effective date: ${legalDateText(legalDates.privacyPolicy)}**`);
    expect(markdown).toContain(
      `| ${dataFlows.webIdeSessions.what} | ${dataFlows.webIdeSessions.when} |`,
    );
  });
});

type HandTyped = {
  fact: string;
  pattern: RegExp;
  /** When set, only lines that also match it state this fact. */
  context?: RegExp;
};

/** Words of a line that speaks of data the flows list. */
const aboutData =
  /\b(?:logs?|screens?|screenshots?|events?|uploads?|files|records?|reports?|accounts?|snapshots?|backups?|nicknames?|order numbers?|card keys?|personal information|workspaces?|tables)\b/i;

/**
 * Forms in which pages used to state who receives data or how long it is
 * kept by hand, several of them contradicting what cloud control does. A
 * page states these through src/data/dataFlows.ts.
 */
const handTyped: HandTyped[] = [
  {
    fact: 'a retention period',
    pattern:
      /\b(?:logs?|screens?|screenshots?|events|uploads|files|records|reports|accounts?|information|snapshots|backups|tables|data|they)\s+(?:are|is)\s+(?:kept|stored|deleted|anonymi[sz]ed)\b[^.]*?\b(?:\d+|one|seven|thirty)\s+(?:hours?|days?|working days|weeks?|months?|years?)\b/i,
  },
  {
    fact: 'a retention table row',
    pattern:
      /^\|[^|]+\|\s*(?:\d+ (?:hours?|days?|months?)|while the account exists|until you delete|as long as tax)/i,
    context: aboutData,
  },
  {
    fact: 'a retention as long as the plan keeps logs',
    pattern: /\bkept (?:for|as long as) the (?:log )?history (?:period )?of your plan\b/i,
  },
  {fact: 'dataFlows.liveScreens.kept', pattern: /\bnot recorded\b/i},
  {fact: 'legalDates (src/data/site.ts)', pattern: /\bEffective date:\*{0,2} *\d/i},
  {
    fact: 'who receives logs and screens',
    pattern:
      /\b(?:reach(?:es)?|sent to|go(?:es)? to) us only\b|\bwe receive (?:a |an |the )?\w+ only\b/i,
  },
  {
    fact: 'dataFlows.buyerDetails (what developers receive)',
    pattern:
      /\bthe only personal information you (?:get|receive)\b|\bwe share with you only\b|\bnickname, order number and card key\b/i,
  },
  {
    fact: 'recipients (the sharing table)',
    pattern:
      /^\|\s*(?:Payment providers|Courier companies|SMS providers|Cloud hosting providers|Authorities|Script developers)\b/,
  },
];

function states(rule: HandTyped, line: string): boolean {
  return rule.pattern.test(line) && (rule.context === undefined || rule.context.test(line));
}

describe('pages state recipients and retention through src/data/dataFlows.ts', () => {
  const files = contentFiles(root, [path.join('src', 'data', 'dataFlows.ts')]);

  it('finds every old hand-typed form in a sample', () => {
    for (const text of [
      'Logs reach us only when you upload them.',
      'We receive a log only when you tap **Upload log**.',
      'Live screens are streamed to your browser and are not recorded.',
      'When you delete a workspace, its devices, logs and tables are deleted within 30 days, including backups.',
      'They are kept as long as the log history of your plan, then deleted.',
      'Logs are kept for the history period of your plan, then deleted.',
      '| Crash reports | 90 days |',
      '| Account information | while the account exists; deleted within 15 working days |',
      "the buyer's Tapcraft nickname, the only personal information you get, for support",
      "We share with you only what you need: the Buyer's Tapcraft nickname, order number and card key.",
      '| Payment providers (such as Alipay) | order number, amount | to process payments |',
      '**Effective date: 1 March 2025**',
    ]) {
      expect(
        handTyped.some((rule) => states(rule, text)),
        text,
      ).toBe(true);
    }
  });

  it('lets the same words through when they state something else', () => {
    for (const text of [
      'The download page keeps older stable versions for 12 months, under **Older versions**. Report the problem on the forum.',
      'This script appends one line per run to a CSV file, keeps the last seven days, and copies a zip.',
      'Messages still in the queue are kept.',
      'For status and progress, only the latest value is kept.',
      'Logs are kept {retentionText(dataFlows.consoleLogs)}, then deleted.',
      'A cursor stays valid as long as the lines it points to are inside your plan’s log history.',
      '| Log history | {facts.plans.free.logHistory} | {facts.plans.vip.logHistory} |',
      '**Effective date: {legalDateText(legalDates.privacyPolicy)}**',
    ]) {
      const hits = handTyped.filter((rule) => states(rule, text)).map((rule) => rule.fact);
      expect(hits, text).toEqual([]);
    }
  });

  it('no page types one of them by hand', () => {
    const found: string[] = [];
    for (const file of files) {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const rule of handTyped) {
          if (states(rule, line)) {
            found.push(`${file}:${index + 1}: ${rule.fact}: ${line.trim().slice(0, 120)}`);
          }
        }
      });
    }
    expect(found).toEqual([]);
  });
});
