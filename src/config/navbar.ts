import type {NavbarItem} from '@docusaurus/theme-common';

import {externalUrls} from '../data/site';

/**
 * Top navigation. Sidebar links open the first page of their sidebar, so a
 * new first page needs no change here.
 */
export const navbarItems: NavbarItem[] = [
  {type: 'docSidebar', sidebarId: 'bar_android', position: 'left', label: 'Android'},
  {type: 'docSidebar', sidebarId: 'bar_ios', position: 'left', label: 'iOS'},
  {
    type: 'docSidebar',
    sidebarId: 'bar_windows',
    position: 'left',
    // "Windows" with a small "internal beta" badge, so the bar fits on one line.
    html: 'Windows <span class="navbar-badge">internal beta</span>',
  },
  {
    type: 'docSidebar',
    sidebarId: 'bar_audio',
    position: 'left',
    label: 'Video tutorials',
  },
  {type: 'docSidebar', sidebarId: 'bar_about', position: 'left', label: 'About'},
  {
    type: 'dropdown',
    label: 'Shop',
    position: 'left',
    items: [
      {label: 'VIP membership', to: '/docs/shop/vip'},
      {label: 'Game-coin top-up', to: '/docs/shop/b'},
      {label: 'HID chips', to: '/docs/shop/hid'},
    ],
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
    label: 'Tutorials',
    position: 'left',
    items: [
      {label: 'Video tutorials', to: '/docs/android/video'},
      {label: 'Reward programme', to: '/docs/android/reward'},
    ],
  },
  {href: externalUrls.forum, label: 'Forum', position: 'right'},
  {href: externalUrls.developerLogin, label: 'Developer login', position: 'right'},
  {type: 'search', position: 'right'},
];
