import {translate} from '@docusaurus/Translate';

/** The link to the page's Markdown twin, in the button's fallback and in the menu. */
export function viewAsMarkdown(): string {
  return translate({id: 'tapcraft.CopyPage.view', message: 'View as Markdown'});
}
