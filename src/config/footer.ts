import type {Footer} from '@docusaurus/theme-common';

import {
  company,
  friendlyLinks,
  operatorName,
  qqGroups,
  shownValue,
  type QQGroup,
} from '../data/site';
import {escapeHtml} from '@tapcraft/core/escapeHtml';

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
 * The legal line under the footer: company, year and, once the settings hold
 * one, the ICP filing number linked to the public registry. The theme puts
 * this HTML in the footer as it is, so every value is escaped.
 */
export function footerCopyright({
  year,
  holder,
  icpNumber,
  icpUrl,
  rights = 'All rights reserved.',
}: {
  year: number | string;
  holder: string;
  icpNumber: string | undefined;
  icpUrl: string;
  rights?: string;
}): string {
  const line = `<span>© ${escapeHtml(String(year))} ${escapeHtml(holder)}. ${escapeHtml(rights)}</span>`;
  if (icpNumber === undefined) return line;
  const link = `<a class="footer__icp" href="${escapeHtml(icpUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(icpNumber)}</a>`;
  return `${line} ${link}`;
}

/**
 * The rights sentence of each locale. The config writes the copyright line
 * (it holds the year and the ICP number from the settings), so the locale's
 * footer.json has no `copyright` key to freeze them.
 */
const rightsReserved: Record<string, string> = {
  en: 'All rights reserved.',
  'zh-Hans': '保留所有权利。',
};

/** The footer's legal line in `locale`. */
export function siteCopyright(locale: string): string {
  return footerCopyright({
    year: company.copyrightYear,
    holder: operatorName,
    icpNumber: shownValue(company.icpNumber),
    icpUrl: company.icpUrl,
    rights: rightsReserved[locale] ?? rightsReserved.en,
  });
}

/**
 * Footer link columns, built from the settings module. Every page has the
 * footer, so each product page is one click from anywhere.
 */
export const footerLinks: Footer['links'] = [
  {
    title: 'Products',
    items: [
      {label: 'Store', to: '/shop'},
      {label: 'HID board', to: '/hidboard'},
      {label: 'Plug-ins', to: '/plug'},
      {label: 'Tapcraft in VMOS', to: '/vmos'},
    ],
  },
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
      {label: 'All documentation', to: '/docs'},
      {label: 'Blog', to: '/blog'},
      {label: 'About us', to: '/docs/about/us'},
      {label: 'Contact', to: '/docs/about/contact'},
      {label: 'Writers’ guide', to: '/docs/intro'},
    ],
  },
];
