import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import MDXContent from '@theme/MDXContent';

import PageHero from '@site/src/components/PageHero';
import {product} from '@site/src/data/site';

import HomeHeroScript from '@site/src/pages/_snippets/_home-hero-script.mdx';
import styles from './styles.module.css';

export default function HomepageHero(): ReactNode {
  return (
    <PageHero
      eyebrow={`${product.name} ${product.version} · Python ${product.pythonVersion}`}
      title={translate({
        id: 'home.hero.title',
        message: 'Automate phones and desktops with Python',
      })}
      pitch={translate({
        id: 'home.hero.pitch',
        message:
          'Write a few lines of Python that tap, swipe and read the screen, then run them on one Android or iOS device or on a hundred.',
      })}
      primary={{
        label: translate({id: 'home.hero.start', message: 'Get started'}),
        to: '/docs/android/intro',
      }}
      // The install guide has the download, its checksum and the steps after it.
      secondary={{
        label: translate({id: 'home.hero.download', message: 'Download'}),
        to: '/docs/android/download',
      }}
      art={{
        src: '/img/home/hero.svg',
        width: 560,
        height: 440,
        alt: translate({
          id: 'home.hero.art',
          message: 'A Python script in a code window taps a button on a phone screen',
        }),
      }}
    >
      <div className={styles.code}>
        <MDXContent>
          <HomeHeroScript />
        </MDXContent>
      </div>
    </PageHero>
  );
}
