/**
 * Each sidebar's name where the site lists its docs by section: the search
 * results and llms.txt (in this order).
 */
export const sidebarSections: Record<string, string> = {
  bar_docs: 'Documentation',
  tutorialSidebar: 'Writers’ guide',
  bar_about: 'About',
  bar_android: 'Android',
  bar_ios: 'iOS',
  bar_windows: 'Windows',
  bar_cloud: 'Cloud',
  bar_audio: 'Video tutorials',
  bar_shop: 'Shop',
};
