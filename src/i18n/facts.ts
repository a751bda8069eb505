import {translate} from '@docusaurus/Translate';

import {facts, type PlanId} from '../data/facts';

/**
 * Product facts that src/data/facts.ts words as English phrases, in the
 * page's language: each is worded around the fact's numbers and names, so
 * a change to the fact reaches every language. In English each reads as
 * the fact does.
 */

/** What a device needs to run the app of `platform`: `facts.systems`. */
export function systemRequirement(platform: 'android' | 'ios' | 'windows'): string {
  const {oldest} = facts.systems;
  if (platform === 'windows') {
    return translate(
      {
        id: 'facts.systems.windows',
        message: 'Windows 10 version {release} or Windows 11, 64-bit',
        description: 'The systems the Windows client runs on; {release} is a release such as 22H2',
      },
      {release: oldest.windows10Release},
    );
  }
  return translate(
    {
      id: 'facts.systems.orNewer',
      message: '{system} or newer',
      description: 'The oldest system an app runs on, such as "Android 7.0 (API 24)"',
    },
    {system: oldest[platform]},
  );
}

function mismatch(fact: string, text: string, format: string): Error {
  return new Error(`src/data/facts.ts: ${fact} is "${text}"; pages can word only "${format}"`);
}

/** A plan's log history (`facts.plans.*.logHistory`: "<n> hours" or "<n> days"). */
export function logHistoryText(text: string): string {
  const match = /^(\d+) (hours|days)$/.exec(text);
  if (!match) throw mismatch('a log history', text, '<number> hours|days');
  const count = match[1]!;
  return match[2] === 'hours'
    ? translate({id: 'facts.duration.hours', message: '{count} hours'}, {count})
    : translate({id: 'facts.duration.days', message: '{count} days'}, {count});
}

/** How fast support first answers (`facts.support`: "within <n> service hours"). */
export function replyTimeText(text: string): string {
  const match = /^within (\d+) (service hours|working days?)$/.exec(text);
  if (!match) throw mismatch('a reply time', text, 'within <number> service hours|working days');
  const count = match[1]!;
  if (match[2] === 'service hours') {
    return translate(
      {id: 'facts.reply.serviceHours', message: 'within {count} service hours'},
      {count},
    );
  }
  return match[2] === 'working day'
    ? translate({id: 'facts.reply.workingDay', message: 'within {count} working day'}, {count})
    : translate({id: 'facts.reply.workingDays', message: 'within {count} working days'}, {count});
}

/** A plan's name (`facts.plans.*.name`): Free, VIP, Studio. */
export function planName(plan: PlanId): string {
  const {name} = facts.plans[plan];
  switch (plan) {
    case 'free':
      return translate(
        {id: 'facts.plans.free.name', message: '{name}', description: 'The Free plan'},
        {name},
      );
    case 'vip':
      return translate(
        {id: 'facts.plans.vip.name', message: '{name}', description: 'The VIP plan'},
        {name},
      );
    case 'studio':
      return translate(
        {id: 'facts.plans.studio.name', message: '{name}', description: 'The Studio plan'},
        {name},
      );
  }
}

/** The HID board's name (`facts.hid.productName`), as the term base gives it in each language. */
export function hidProductName(): string {
  return translate(
    {id: 'facts.hid.productName', message: '{name}', description: 'The name of the HID board'},
    {name: facts.hid.productName},
  );
}
