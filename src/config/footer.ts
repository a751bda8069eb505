import type {Footer} from '@docusaurus/theme-common';

import {friendlyLinks, qqGroups, shownValue, type QQGroup} from '../data/site';

type FooterColumn = Footer['links'][number];

/** One link per QQ group whose number is set; groups still showing a placeholder are left out. */
export function qqGroupColumn(groups: QQGroup[]): FooterColumn[] {
  const items = groups.flatMap((group) => {
    const number = shownValue(group.number);
    return number === undefined ? [] : [{label: `${group.label}: ${number}`, href: group.joinUrl}];
  });
  return items.length === 0 ? [] : [{title: 'Community QQ groups', items}];
}

/**
 * Footer link columns, built from the settings module. The copyright line
 * (company, year, ICP filing) is rendered by src/theme/Footer/Copyright.
 */
export const footerLinks: Footer['links'] = [
  {
    title: 'Agreements',
    items: [
      {label: 'User agreement', to: '/docs/about/doc/userprotocol'},
      {label: 'Privacy policy', to: '/docs/about/doc/privacypolicy'},
      {label: 'Disclaimers', to: '/docs/about/doc/disclaimers'},
      {label: 'Developer agreement', to: '/docs/about/doc/devprotocol'},
    ],
  },
  {
    title: 'Friendly links',
    items: friendlyLinks.map(({label, href}) => ({label, href})),
  },
  ...qqGroupColumn(qqGroups),
  {
    title: 'More',
    items: [
      {label: 'Blog', to: '/blog'},
      {label: 'About us', to: '/docs/about/us'},
      {label: 'Contact', to: '/docs/about/contact'},
      {label: 'Writers’ guide', to: '/docs/intro'},
    ],
  },
];
