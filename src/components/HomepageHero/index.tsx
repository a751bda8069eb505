import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import {externalUrls, product} from '@site/src/data/site';

import styles from './styles.module.css';

/**
 * Uses only the calls listed in "The API at a glance" (CONTRIBUTING.md), so
 * the home page agrees with the API reference.
 */
const exampleScript = `from tapcraft.android.app.application import launch
from tapcraft.android.node import Selector
from tapcraft.android.screen import find_colors
from tapcraft.android.ui.loger import log

launch("com.example.notes")
button = Selector(text="New note").wait(timeout=10.0)
if button is not None:
    button.click()
log("badge at", find_colors("0,0,#E53935|6,0,#FFFFFF"))`;

export default function HomepageHero(): ReactNode {
  const heroImage = useBaseUrl('/img/home/hero.svg');
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            {product.name} {product.version} · Python {product.pythonVersion}
          </p>
          <Heading as="h1" className={styles.title}>
            Automate phones and desktops with Python
          </Heading>
          <p className={styles.pitch}>
            Write a few lines of Python that tap, swipe and read the screen, then run them on one
            Android or iOS device or on a hundred.
          </p>
          <div className={styles.actions}>
            <Link
              className={clsx('button button--primary button--lg', styles.action)}
              to="/docs/android/intro"
            >
              Get started
            </Link>
            <Link
              className={clsx('button button--secondary button--lg', styles.action)}
              href={externalUrls.downloads}
            >
              Download
            </Link>
          </div>
          <div className={styles.code}>
            <CodeBlock language="python" title="main.py">
              {exampleScript}
            </CodeBlock>
          </div>
        </div>
        <div className={styles.art}>
          <img
            className={styles.image}
            src={heroImage}
            width={560}
            height={440}
            alt="A Python script in a code window taps a button on a phone screen"
            decoding="async"
          />
        </div>
      </div>
    </header>
  );
}
