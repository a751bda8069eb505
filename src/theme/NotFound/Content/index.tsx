import type {ReactNode} from 'react';
import clsx from 'clsx';
import {PageMetadata} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

import LinkCard from '@site/src/components/LinkCard';
import LinkCardGrid from '@site/src/components/LinkCardGrid';

import styles from './styles.module.css';

/** The docs hub: every section of the docs, each platform's leading to its Get started. */
const DOCS_HUB = '/docs';

type Destination = {
  /** Translation id suffix and React key. */
  id: string;
  to: string;
  label: string;
  description: string;
};

/**
 * Ejected (safe) from theme-classic: see src/theme/README.md. The heading and
 * paragraph keep the theme's translation ids, so `write-translations` and
 * existing translation files still find them.
 */
function destinations(): Destination[] {
  return [
    {
      id: 'android',
      to: '/docs/android/intro',
      label: translate({
        id: 'theme.NotFound.links.android.label',
        message: 'Android guide',
        description: 'Label of the link to the Android docs on the 404 page',
      }),
      description: translate({
        id: 'theme.NotFound.links.android.description',
        message: 'Install the app and run your first script on a phone.',
        description: 'Description of the link to the Android docs on the 404 page',
      }),
    },
    {
      id: 'ios',
      to: '/docs/ios/intro',
      label: translate({
        id: 'theme.NotFound.links.ios.label',
        message: 'iOS guide',
        description: 'Label of the link to the iOS docs on the 404 page',
      }),
      description: translate({
        id: 'theme.NotFound.links.ios.description',
        message: 'Activate an iPhone or iPad and drive it with Python.',
        description: 'Description of the link to the iOS docs on the 404 page',
      }),
    },
    {
      id: 'docs',
      to: DOCS_HUB,
      label: translate({
        id: 'theme.NotFound.links.docs.label',
        message: 'All documentation',
        description: 'Label of the link to the docs hub on the 404 page',
      }),
      description: translate({
        id: 'theme.NotFound.links.docs.description',
        message: 'Choose your platform: Android, iOS or Windows.',
        description: 'Description of the link to the docs hub on the 404 page',
      }),
    },
    {
      id: 'blog',
      to: '/blog',
      label: translate({
        id: 'theme.NotFound.links.blog.label',
        message: 'Blog',
        description: 'Label of the link to the blog on the 404 page',
      }),
      description: translate({
        id: 'theme.NotFound.links.blog.description',
        message: 'Release notes, tutorials and news.',
        description: 'Description of the link to the blog on the 404 page',
      }),
    },
  ];
}

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <>
      {/* The docs route renders this without a page title of its own. */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1" className={styles.title}>
              {translate({
                id: 'theme.NotFound.title',
                message: 'Page not found',
                description: 'The title of the 404 page',
              })}
            </Heading>
            <p className={styles.lead}>
              {translate({
                id: 'theme.NotFound.p1',
                message:
                  'We could not find this page. It may have moved: the docs were reorganised, so an old link or bookmark can point to an address that no longer exists.',
                description: 'The first paragraph of the 404 page',
              })}
            </p>
            <p>
              {translate({
                id: 'theme.NotFound.p2',
                message: 'Start again from one of these pages:',
                description: 'The 2nd paragraph of the 404 page, introducing the list of links',
              })}
            </p>
            <LinkCardGrid>
              {destinations().map((item) => (
                <LinkCard
                  key={item.id}
                  to={item.to}
                  title={item.label}
                  summary={item.description}
                />
              ))}
            </LinkCardGrid>
            <p className={styles.search}>
              <Translate
                id="theme.NotFound.searchHint"
                description="Hint on the 404 page that explains how to open the search box"
                values={{
                  shortcut: (
                    <>
                      <kbd>Ctrl</kbd> + <kbd>K</kbd>
                    </>
                  ),
                  macShortcut: (
                    <>
                      <kbd>⌘</kbd> + <kbd>K</kbd>
                    </>
                  ),
                }}
              >
                {
                  'Still lost? Press {shortcut} ({macShortcut} on a Mac) to search the whole site, or use the search box at the top of the page.'
                }
              </Translate>
            </p>
          </div>
        </div>
      </main>
    </>
  );
}
