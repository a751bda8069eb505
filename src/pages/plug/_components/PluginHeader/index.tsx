import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import {plugins} from '@site/src/data/plugins';
import {product} from '@site/src/data/site';

import styles from './styles.module.css';

export default function PluginHeader(): ReactNode {
  const freeCount = plugins.filter((plugin) => plugin.free).length;
  return (
    <header className={styles.header}>
      <div className="container">
        <p className={sections.kicker}>
          <Translate id="plug.header.kicker">Plug-in gallery</Translate>
        </p>
        <Heading as="h1" className={styles.title}>
          {translate(
            {id: 'plug.header.title', message: 'Plug-ins for {product} scripts'},
            {product: product.name},
          )}
        </Heading>
        <p className={styles.lead}>
          <Translate
            id="plug.header.lead"
            values={{
              free: freeCount,
              total: plugins.length,
              vip: <Link to="/docs/shop/vip">VIP</Link>,
            }}
          >
            {
              'A plug-in adds ready-made skills to your script: read numbers, detect buttons, send a webhook, or clean up a screenshot before a search. Filter the list by category and platform, or search by name. {free} of the {total} plug-ins here work on every plan; the others come from the plug-in store, which is part of {vip}.'
            }
          </Translate>
        </p>
      </div>
    </header>
  );
}
