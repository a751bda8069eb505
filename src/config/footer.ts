import type {Footer} from '@docusaurus/theme-common';

import {friendlyLinks, qqGroups} from '../data/site';

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
  {
    title: 'Community QQ groups',
    items: qqGroups.map((group) => ({
      label: `${group.label}: ${group.number}`,
      href: group.joinUrl,
    })),
  },
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
