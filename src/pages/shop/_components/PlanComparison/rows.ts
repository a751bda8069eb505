import {translate} from '@docusaurus/Translate';

import type {Facts, PlanId} from '../../../../data/facts';

export type ComparisonRow = {
  /** Stable id, used as a React key and in tests. */
  id: string;
  /** Row heading (first column). */
  feature: string;
  /** One short cell per plan. */
  values: Record<PlanId, string>;
};

/** The plans the table compares, in column order. */
export const comparisonPlans: PlanId[] = ['free', 'vip', 'studio'];

const yes = translate({id: 'shop.compare.yes', message: 'Yes'});
const no = translate({id: 'shop.compare.no', message: 'No'});
const unlimited = translate({id: 'shop.compare.unlimited', message: 'Unlimited'});
const ownerOnly = translate({id: 'shop.compare.ownerOnly', message: 'Owner only'});
const upTo = (count: number | null) =>
  translate({id: 'shop.compare.upTo', message: 'Up to {count}'}, {count: count ?? 0});
const perWorkspace = (count: number) =>
  translate({id: 'shop.compare.perWorkspace', message: 'Up to {count} per workspace'}, {count});

/** Where each plan's members get help, and how fast customer service first answers them. */
function supportCells({free, vip, studio}: Facts['supportByPlan']): Record<PlanId, string> {
  const priority = (reply: string) =>
    translate({id: 'shop.compare.priority', message: 'Priority: {reply}'}, {reply});
  return {
    free: translate(
      {
        id: 'shop.compare.support.free',
        message: 'Help on {scripts}; customer service {reply}',
        description: '{scripts} is where free users get help: "the forum and the QQ groups"',
      },
      {scripts: free.scripts, reply: free.customerServiceReply},
    ),
    vip: priority(vip.customerServiceReply),
    studio: priority(studio.customerServiceReply),
  };
}

/**
 * Free vs VIP vs Studio, from the facts in the page's language. Keep it in
 * step with the plan tables in docs/about/product/vip.mdx,
 * docs/service/intro.mdx and docs/about/contact.mdx.
 */
export const comparisonRows = ({plans, supportByPlan}: Facts): ComparisonRow[] => [
  {
    id: 'devices',
    feature: translate({id: 'shop.compare.devices', message: 'Devices per account'}),
    values: {
      free: upTo(plans.free.devices),
      vip: unlimited,
      studio: translate({
        id: 'shop.compare.devices.studio',
        message: 'Unlimited, shared between seats',
      }),
    },
  },
  {
    id: 'basic-apis',
    feature: translate({
      id: 'shop.compare.basicApis',
      message: 'Web IDE, IDE plug-ins and basic APIs',
    }),
    values: {free: yes, vip: yes, studio: yes},
  },
  {
    id: 'models',
    feature: translate({id: 'shop.compare.models', message: 'OCR and YOLO models'}),
    values: {free: no, vip: yes, studio: yes},
  },
  {
    id: 'plugin-store',
    feature: translate({id: 'shop.compare.pluginStore', message: 'Plug-in store'}),
    values: {free: no, vip: yes, studio: yes},
  },
  {
    id: 'schedules',
    feature: translate({id: 'shop.compare.schedules', message: 'Cloud control schedules'}),
    values: {
      free: plans.free.schedules === 0 ? no : perWorkspace(plans.free.schedules),
      vip: perWorkspace(plans.vip.schedules),
      studio: perWorkspace(plans.studio.schedules),
    },
  },
  {
    id: 'workspaces',
    feature: translate({id: 'shop.compare.workspaces', message: 'Cloud control workspaces'}),
    values: {
      free: String(plans.free.workspaces),
      vip: String(plans.vip.workspaces),
      studio: translate(
        {id: 'shop.compare.workspaces.studio', message: '{count}, shared with the team'},
        {count: plans.studio.workspaces},
      ),
    },
  },
  {
    id: 'log-history',
    feature: translate({id: 'shop.compare.logHistory', message: 'Cloud control log history'}),
    values: {
      free: plans.free.logHistory,
      vip: plans.vip.logHistory,
      studio: plans.studio.logHistory,
    },
  },
  {
    id: 'seats',
    feature: translate({id: 'shop.compare.seats', message: 'Team members (seats)'}),
    values: {
      free: ownerOnly,
      vip: ownerOnly,
      studio: translate({id: 'shop.compare.seats.studio', message: 'One per seat, with roles'}),
    },
  },
  {
    id: 'support',
    feature: translate({id: 'shop.compare.support', message: 'Support first reply'}),
    values: supportCells(supportByPlan),
  },
];
