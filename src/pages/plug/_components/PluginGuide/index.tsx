import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import {externalUrls, product} from '@site/src/data/site';

import styles from './styles.module.css';

const mainPy = <code>main.py</code>;

const kinds = [
  {
    id: 'python',
    title: translate({id: 'plug.guide.python', message: 'Python plug-ins'}),
    text: (
      <Translate id="plug.guide.python.text" values={{python: product.pythonVersion, main: mainPy}}>
        {
          'Plain Python {python} modules that your {main} imports. They run on every platform whose API they call, so a plug-in built on colour and image search also runs in the Windows client.'
        }
      </Translate>
    ),
  },
  {
    id: 'java',
    title: translate({id: 'plug.guide.java', message: 'Java plug-ins'}),
    text: (
      <Translate id="plug.guide.java.text">
        Java classes that a script calls through reflection. They reach Android features that have
        no Python API yet, such as the phone&apos;s own SQLite database. Java plug-ins run on
        Android only.
      </Translate>
    ),
  },
  {
    id: 'gp',
    title: translate({id: 'plug.guide.gp', message: 'GP plug-ins'}),
    text: (
      <Translate
        id="plug.guide.gp.text"
        values={{
          search: (
            <Link to="/docs/android/api/screen">
              {translate({id: 'plug.guide.gp.search', message: 'image search and OCR'})}
            </Link>
          ),
        }}
      >
        {
          'Steps for the graphic pipeline (GP), which prepares a screenshot before a search: mask colours, find edges, sharpen text. The cleaner image makes {search} more reliable. GP plug-ins run on Android.'
        }
      </Translate>
    ),
  },
];

function AddSteps(): ReactNode {
  const name = product.name;
  return (
    <div>
      <Heading as="h3" className={styles.subheading}>
        {translate({id: 'plug.guide.add', message: 'Add a plug-in to your project'})}
      </Heading>
      <ol className={styles.steps}>
        <li>
          <Translate
            id="plug.guide.add.open"
            values={{
              product: name,
              plugins: (
                <strong>{translate({id: 'plug.guide.add.plugins', message: 'Plug-ins'})}</strong>
              ),
            }}
          >
            {'In the {product} app, open {plugins} and find the plug-in by its name.'}
          </Translate>
        </li>
        <li>
          <Translate
            id="plug.guide.add.copy"
            values={{
              product: name,
              add: (
                <strong>
                  {translate({id: 'plug.guide.add.button', message: 'Add to project'})}
                </strong>
              ),
              lib: <code>lib</code>,
            }}
          >
            {
              "Tap {add} and choose the project. {product} copies the plug-in into the project's {lib} folder."
            }
          </Translate>
        </li>
        <li>
          <Translate id="plug.guide.add.import" values={{main: mainPy}}>
            {
              'Import it in {main} like any other module, then read the docs page linked on its card for the calls it builds on.'
            }
          </Translate>
        </li>
      </ol>
      <p className={styles.note}>
        <Translate
          id="plug.guide.add.vip"
          values={{
            vip: (
              <Link to="/docs/shop/vip">
                {translate({id: 'plug.guide.add.vip.link', message: 'VIP membership'})}
              </Link>
            ),
          }}
        >
          {
            'Free plug-ins work on every plan. VIP plug-ins need an active {vip}; when it ends, they stop loading and your own code keeps working.'
          }
        </Translate>
      </p>
    </div>
  );
}

function ShareSteps(): ReactNode {
  return (
    <div>
      <Heading as="h3" className={styles.subheading}>
        {translate({id: 'plug.guide.share', message: 'Share your own plug-in'})}
      </Heading>
      <p>
        <Translate
          id="plug.guide.share.forum"
          values={{
            product: product.name,
            forum: (
              <Link href={externalUrls.forum}>
                {translate({id: 'plug.guide.share.forum.link', message: 'forum'})}
              </Link>
            ),
          }}
        >
          {
            'Wrote a helper that other developers could use? Post it on the {forum} with its source code and a short example. The {product} team reviews community plug-ins before they appear in this gallery.'
          }
        </Translate>
      </p>
      <p className={styles.note}>
        <Translate
          id="plug.guide.share.safety"
          values={{
            conventions: (
              <Link to="/docs/android/guide/api">
                {translate({id: 'plug.guide.share.conventions', message: 'API conventions'})}
              </Link>
            ),
            none: <code>None</code>,
          }}
        >
          {
            'A plug-in runs with the same rights as your script. Read the code of a community plug-in before you add it, and keep the {conventions} in your own plug-ins: snake_case names, type hints, {none} when a search finds nothing.'
          }
        </Translate>
      </p>
    </div>
  );
}

export default function PluginGuide(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="plugin-guide-heading">
      <div className="container">
        <Heading as="h2" id="plugin-guide-heading" className={styles.heading}>
          {translate({id: 'plug.guide.title', message: 'How plug-ins work'})}
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
          <AddSteps />
          <ShareSteps />
        </div>
      </div>
    </section>
  );
}
