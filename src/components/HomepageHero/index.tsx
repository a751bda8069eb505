import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';

import PageHero from '@site/src/components/PageHero';
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
  return (
    <PageHero
      eyebrow={`${product.name} ${product.version} · Python ${product.pythonVersion}`}
      title="Automate phones and desktops with Python"
      pitch="Write a few lines of Python that tap, swipe and read the screen, then run them on one Android or iOS device or on a hundred."
      actions={
        <>
          <Link className="button button--primary button--lg" to="/docs/android/intro">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" href={externalUrls.downloads}>
            Download
          </Link>
        </>
      }
      art={{
        src: '/img/home/hero.svg',
        width: 560,
        height: 440,
        alt: 'A Python script in a code window taps a button on a phone screen',
      }}
    >
      <div className={styles.code}>
        <CodeBlock language="python" title="main.py">
          {exampleScript}
        </CodeBlock>
      </div>
    </PageHero>
  );
}
