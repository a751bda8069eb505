import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {externalUrls, product} from '@site/src/data/site';

import styles from './styles.module.css';

type Kind = {id: string; title: string; text: ReactNode};

const kinds: Kind[] = [
  {
    id: 'python',
    title: 'Python plug-ins',
    text: (
      <>
        Plain Python {product.pythonVersion} modules that your <code>main.py</code> imports. They
        run on every platform whose API they call, so a plug-in built on colour and image search
        also runs in the Windows client.
      </>
    ),
  },
  {
    id: 'java',
    title: 'Java plug-ins',
    text: (
      <>
        Java classes that a script calls through reflection. They reach Android features that have
        no Python API yet, such as the phone&apos;s own SQLite database. Java plug-ins run on
        Android only.
      </>
    ),
  },
  {
    id: 'gp',
    title: 'GP plug-ins',
    text: (
      <>
        Steps for the graphic pipeline (GP), which prepares a screenshot before a search: mask
        colours, find edges, sharpen text. The cleaner image makes{' '}
        <Link to="/docs/android/api/screen">image search and OCR</Link> more reliable. GP plug-ins
        run on Android.
      </>
    ),
  },
];

export default function PluginGuide(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="plugin-guide-heading">
      <div className="container">
        <Heading as="h2" id="plugin-guide-heading" className={styles.heading}>
          How plug-ins work
        </Heading>
        <div className={styles.kinds}>
          {kinds.map((kind) => (
            <article key={kind.id} className={styles.kind}>
              <Heading as="h3" className={styles.kindTitle}>
                {kind.title}
              </Heading>
              <p>{kind.text}</p>
            </article>
          ))}
        </div>

        <div className={styles.columns}>
          <div className={styles.column}>
            <Heading as="h3" className={styles.subheading}>
              Add a plug-in to your project
            </Heading>
            <ol className={styles.steps}>
              <li>
                In the {product.name} app, open <strong>Plug-ins</strong> and find the plug-in by
                its name.
              </li>
              <li>
                Tap <strong>Add to project</strong> and choose the project. {product.name} copies
                the plug-in into the project&apos;s <code>lib</code> folder.
              </li>
              <li>
                Import it in <code>main.py</code> like any other module, then read the docs page
                linked on its card for the calls it builds on.
              </li>
            </ol>
            <p className={styles.note}>
              Free plug-ins work on every plan. VIP plug-ins need an active{' '}
              <Link to="/docs/shop/vip">VIP membership</Link>; when it ends, they stop loading and
              your own code keeps working.
            </p>
          </div>
          <div className={styles.column}>
            <Heading as="h3" className={styles.subheading}>
              Share your own plug-in
            </Heading>
            <p>
              Wrote a helper that other developers could use? Post it on the{' '}
              <Link href={externalUrls.forum}>forum</Link> with its source code and a short example.
              The {product.name} team reviews community plug-ins before they appear in this gallery.
            </p>
            <p className={styles.note}>
              A plug-in runs with the same rights as your script. Read the code of a community
              plug-in before you add it, and keep the{' '}
              <Link to="/docs/android/guide/api">API conventions</Link> in your own plug-ins:
              snake_case names, type hints, <code>None</code> when a search finds nothing.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
