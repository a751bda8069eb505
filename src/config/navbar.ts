import type {NavbarItem} from '@docusaurus/theme-common';

import {externalUrls} from '../data/site';

/**
 * Top navigation. Sidebar links open the first page of their sidebar, so a
 * new first page needs no change here.
 *
 * The bar holds the platforms, Cloud, Shop and About; everything secondary
 * (courses, the reward programme, the forum, the developer console) sits in
 * one "Community" menu, so every item fits on one line from the mobile
 * breakpoint (997 px) up (tests/browser/navbar.spec.ts).
 */
/** The Windows badge in each locale: an item's `html` is not in the translation files. */
const betaBadge: Record<string, string> = {en: 'internal beta', 'zh-Hans': '内测'};

export const navbarItems = (locale: string): NavbarItem[] => [
  {type: 'docSidebar', sidebarId: 'bar_android', position: 'left', label: 'Android'},
  {type: 'docSidebar', sidebarId: 'bar_ios', position: 'left', label: 'iOS'},
  {
    type: 'docSidebar',
    sidebarId: 'bar_windows',
    position: 'left',
    // "Windows" with a small "internal beta" badge, so the bar fits on one line.
    html: `Windows <span class="navbar-badge">${betaBadge[locale] ?? betaBadge.en}</span>`,
  },
  {
    type: 'dropdown',
    label: 'Cloud',
    position: 'left',
    items: [
      {label: 'Cloud control', to: '/docs/service/cloud/intro'},
      {label: 'Cloud database', to: '/docs/service/db'},
    ],
  },
  {
    type: 'dropdown',
    label: 'Shop',
    to: '/shop',
    position: 'left',
    // The product pages, then the buying guides; /hidboard links its own guide.
    items: [
      {label: 'Store', to: '/shop'},
      {label: 'HID board', to: '/hidboard'},
      {label: 'Plug-ins', to: '/plug'},
      {label: 'VIP trial in VMOS', to: '/vmos'},
      {label: 'VIP guide', to: '/docs/shop/vip'},
      {label: 'Game-coin guide', to: '/docs/shop/b'},
    ],
  },
  {type: 'docSidebar', sidebarId: 'bar_about', position: 'left', label: 'About'},
  {
    type: 'dropdown',
    label: 'Community',
    position: 'right',
    items: [
      {type: 'docSidebar', sidebarId: 'bar_audio', label: 'Video tutorials'},
      {label: 'Reward programme', to: '/docs/android/reward'},
      {label: 'Forum', href: externalUrls.forum},
      {label: 'Developer login', href: externalUrls.developerLogin},
    ],
  },
  {type: 'localeDropdown', position: 'right'},
  {type: 'search', position: 'right'},
];
