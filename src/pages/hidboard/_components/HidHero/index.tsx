import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';

import {hidArtAlt} from '@site/src/components/HidShowcase';
import PageHero from '@site/src/components/PageHero';
import {product, shopLinks} from '@site/src/data/site';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import styles from './styles.module.css';

export default function HidHero(): ReactNode {
  const facts = useLocalFacts();
  const board = facts.hid.productName;
  return (
    <PageHero
      eyebrow={translate({id: 'hidboard.hero.eyebrow', message: 'Tapcraft hardware'})}
      title={`${product.name} ${board}`}
      pitch={translate({
        id: 'hidboard.hero.pitch',
        message:
          'A small board that pairs with your phone as a Bluetooth mouse and keyboard. Your script sends each tap and swipe through it, so the app you automate receives real mouse input, not gestures from an automation service.',
      })}
      details={
        <ul className={clsx('clean-list', styles.facts)}>
          <li>
            {facts.hid.chip}, {facts.hid.wireless}
          </li>
          <li>
            <Translate id="hidboard.hero.power">USB-C power, no battery</Translate>
          </li>
          <li>
            <Translate id="hidboard.hero.platforms">Android and iOS</Translate>
          </li>
        </ul>
      }
      primary={{
        label: translate({id: 'hidboard.hero.buy', message: 'Buy the {product}'}, {product: board}),
        to: shopLinks.hid,
        newTab: true,
      }}
      secondary={{
        label: translate({id: 'hidboard.hero.tutorial', message: 'Read the setup tutorial'}),
        to: '/docs/android/esp32',
      }}
      art={{src: '/img/home/hid.svg', width: 480, height: 320, alt: hidArtAlt(facts.hid)}}
    />
  );
}
