import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import MDXContent from '@theme/MDXContent';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import sections from '@site/src/css/sections.module.css';
import {facts} from '@site/src/data/facts';
import {externalUrls, product} from '@site/src/data/site';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import VmosHero from './_components/VmosHero';
import TestScript from './_test-script.mdx';
import RegionScript from './_region-script.mdx';
import styles from './styles.module.css';

const reasons = [
  {
    id: 'no-root',
    title: translate({id: 'vmos.reasons.noRoot', message: 'Scripts without root on your phone'}),
    text: translate({
      id: 'vmos.reasons.noRoot.text',
      message:
        'Tapcraft never needs root: inside VMOS it taps through the accessibility service of the virtual system. Some VMOS images also offer root inside the virtual system, so a script that needs root mode runs there while your real phone stays unrooted.',
    }),
  },
  {
    id: 'isolated',
    title: translate({id: 'vmos.reasons.isolated', message: 'Isolated profiles'}),
    text: translate({
      id: 'vmos.reasons.isolated.text',
      message:
        'Keep test accounts and game accounts in the virtual system, apart from your personal apps, photos and chats. A script that goes wrong changes only the virtual system, and you can reset it to start clean.',
    }),
  },
  {
    id: 'several',
    title: translate({id: 'vmos.reasons.several', message: 'Several virtual devices on one phone'}),
    text: translate({
      id: 'vmos.reasons.several.text',
      message:
        'Create more than one virtual system, each with its own Tapcraft app, accounts and screen. Scripts run inside VMOS while you keep using the phone for other things.',
    }),
  },
];

function WhatIsVmos(): ReactNode {
  return (
    <section className={sections.compactSection} aria-labelledby="what-is-vmos">
      <div className={clsx('container', sections.sideHeading)}>
        <Heading as="h2" id="what-is-vmos" className={sections.heading}>
          {translate({id: 'vmos.what.title', message: 'What VMOS is'})}
        </Heading>
        <div>
          <p>
            <Translate id="vmos.what.system">
              VMOS is a virtual Android system that runs as an ordinary app on your phone. Open the
              app and a second Android starts in its own window, with its own home screen, apps,
              accounts, settings and storage.
            </Translate>
          </p>
          <p>
            <Translate id="vmos.what.apart">
              What happens inside VMOS does not touch your main system. Close the app and the
              virtual system stops; open it again and everything is where you left it.
            </Translate>
          </p>
          <p className={styles.muted}>
            <Translate id="vmos.what.maker" values={{product: product.name}}>
              {
                'VMOS is made by its own developer, not by {product}. The partnership covers the activity described below; VMOS does not handle {product} accounts or trials.'
              }
            </Translate>
          </p>
        </div>
      </div>
    </section>
  );
}

function Reasons(): ReactNode {
  return (
    <section className={clsx(sections.compactSection, sections.tinted)} aria-labelledby="why-vmos">
      <div className="container">
        <Heading as="h2" id="why-vmos" className={sections.heading}>
          {translate(
            {id: 'vmos.reasons.title', message: 'Why run {product} inside VMOS'},
            {product: product.name},
          )}
        </Heading>
        <div className={styles.grid}>
          {reasons.map((reason) => (
            <article key={reason.id} className={clsx('padding--lg', styles.card)}>
              <Heading as="h3" className={styles.cardTitle}>
                {reason.title}
              </Heading>
              <p className={styles.cardText}>{reason.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function HowItWorks(): ReactNode {
  const name = product.name;
  return (
    <section className={sections.compactSection} aria-labelledby="how-it-works">
      <div className={clsx('container', sections.sideHeading)}>
        <Heading as="h2" id="how-it-works" className={sections.heading}>
          {translate(
            {id: 'vmos.setup.title', message: 'Set up {product} in VMOS'},
            {product: name},
          )}
        </Heading>
        <div>
          <p>
            <Translate id="vmos.setup.lead">
              You need about ten minutes and a phone with enough free storage for a second system.
            </Translate>
          </p>
          <ol className={styles.steps}>
            <li>
              <Translate id="vmos.setup.install">
                Install VMOS on your phone and start a virtual system.
              </Translate>
            </li>
            <li>
              <Translate
                id="vmos.setup.download"
                values={{
                  product: name,
                  page: (
                    <Link href={externalUrls.downloads}>
                      {translate({id: 'vmos.setup.download.page', message: 'the download page'})}
                    </Link>
                  ),
                }}
              >
                {
                  'Inside VMOS, open the browser and download the {product} Android app from {page}.'
                }
              </Translate>
            </li>
            <li>
              <Translate id="vmos.setup.app">
                Install the app inside VMOS. Allow installs from this source when VMOS asks.
              </Translate>
            </li>
            <li>
              <Translate id="vmos.setup.signIn" values={{product: name}}>
                {
                  'Open {product} inside VMOS, sign in, and turn on its accessibility service when the app asks.'
                }
              </Translate>
            </li>
            <li>
              <Translate id="vmos.setup.test" values={{product: name}}>
                {
                  'Run this test script. If the log shows a package name and VMOS returns to its home screen, {product} works.'
                }
              </Translate>
            </li>
          </ol>
          <MDXContent>
            <TestScript />
          </MDXContent>
          <p>
            <Translate id="vmos.setup.second" values={{product: name}}>
              {
                'For a second virtual device, create another virtual system in VMOS and repeat steps 2 to 5. Sign in with the same {product} account in each one.'
              }
            </Translate>
          </p>
        </div>
      </div>
    </section>
  );
}

function Performance(): ReactNode {
  return (
    <>
      <Heading as="h3" className={styles.subheading}>
        {translate({id: 'vmos.limits.performance', message: 'Performance'})}
      </Heading>
      <ul>
        <li>
          <Translate id="vmos.limits.performance.shared">
            Virtual systems share the processor, memory and battery of one phone. Image search and
            OCR take longer than on the phone itself.
          </Translate>
        </li>
        <li>
          <Translate id="vmos.limits.performance.more">
            Each extra virtual system slows the others. Start with one; add the next only when the
            first runs smoothly.
          </Translate>
        </li>
        <li>
          <Translate id="vmos.limits.performance.cool">
            For long runs, keep the phone charging and somewhere cool.
          </Translate>
        </li>
        <li>
          <Translate id="vmos.limits.performance.region">
            Search a smaller region of the screen: it is the easiest way to speed up a script.
          </Translate>
        </li>
      </ul>
      <MDXContent>
        <RegionScript />
      </MDXContent>
    </>
  );
}

function NoHidBoard(): ReactNode {
  const product = useLocalFacts().hid.productName;
  return (
    <>
      <Heading as="h3" className={styles.subheading}>
        {translate({id: 'vmos.limits.hid', message: 'No {product} inside VMOS'}, {product})}
      </Heading>
      <p>
        <Translate
          id="vmos.limits.hid.text"
          values={{
            hidClick: <code>hid_click</code>,
            hidSwipe: <code>hid_swipe</code>,
            page: (
              <Link to="/docs/shop/hid">
                {translate({id: 'vmos.limits.hid.page', message: '{product} page'}, {product})}
              </Link>
            ),
          }}
        >
          {
            'The HID board pairs over Bluetooth with the real phone, not with the virtual system. So Air Click ({hidClick}, {hidSwipe}) is not available to scripts inside VMOS. Use the default accessibility mode there, and run Air Click scripts on the phone itself. The {page} lists where the board works.'
          }
        </Translate>
      </p>
    </>
  );
}

function Limits(): ReactNode {
  const {free} = useLocalFacts().plans;
  return (
    <section
      className={clsx(sections.compactSection, sections.tinted)}
      aria-labelledby="vmos-limits"
    >
      <div className={clsx('container', sections.sideHeading)}>
        <Heading as="h2" id="vmos-limits" className={sections.heading}>
          {translate({id: 'vmos.limits.title', message: 'Limits to know'})}
        </Heading>
        <div>
          <NoHidBoard />

          <Heading as="h3" className={styles.subheading}>
            {translate({
              id: 'vmos.limits.coordinates',
              message: 'Coordinates follow the virtual screen',
            })}
          </Heading>
          <p>
            <Translate id="vmos.limits.coordinates.text">
              Scripts see the screen size of the virtual system, not of your phone. Pick colours and
              coordinates inside VMOS with the Web IDE, not from screenshots of the host phone.
            </Translate>
          </p>

          <Performance />

          <Heading as="h3" className={styles.subheading}>
            {translate({
              id: 'vmos.limits.devices',
              message: 'Each virtual system counts as a device',
            })}
          </Heading>
          <p>
            <Translate
              id="vmos.limits.devices.text"
              values={{
                devices: free.devices ?? 0,
                free: free.name,
                store: (
                  <Link to="/shop">
                    {translate({id: 'vmos.limits.devices.store', message: 'store'})}
                  </Link>
                ),
              }}
            >
              {
                'Every virtual system where you sign in counts toward your plan, like a real phone. The {free} plan allows {devices} devices; VIP has no limit. Compare the plans in the {store}.'
              }
            </Translate>
          </p>

          <div className={clsx('alert alert--warning', styles.alert)} role="note">
            <Translate
              id="vmos.limits.warning"
              values={{
                disclaimers: (
                  <Link to="/docs/about/doc/disclaimers">
                    {translate({id: 'vmos.limits.warning.disclaimers', message: 'Disclaimers'})}
                  </Link>
                ),
              }}
            >
              {
                'Automate only apps that allow it. VMOS keeps your main system safe, but it does not protect an account from the rules of the app you automate. Read the {disclaimers} first.'
              }
            </Translate>
          </div>
        </div>
      </div>
    </section>
  );
}

function Activity(): ReactNode {
  const {vipTrialDays, maxAccountAgeDays} = facts.vmosActivity;
  return (
    <section className={sections.compactSection} aria-labelledby="vmos-activity">
      <div className="container">
        <div className={clsx(sections.sideHeading, styles.activity)}>
          <Heading as="h2" id="vmos-activity" className={sections.heading}>
            {translate(
              {id: 'vmos.activity.title', message: 'Partner activity: {days} days of VIP, free'},
              {days: vipTrialDays},
            )}
          </Heading>
          <div>
            <p>
              <Translate
                id="vmos.activity.lead"
                values={{product: product.name, days: vipTrialDays}}
              >
                {
                  'New users who install {product} inside VMOS can claim {days} days of VIP membership at no cost: unlimited devices, OCR and YOLO models, the plug-in store and priority support.'
                }
              </Translate>
            </p>
            <ul>
              <li>
                <Translate id="vmos.activity.age" values={{days: maxAccountAgeDays}}>
                  {
                    'Your account is less than {days} days old and has never had VIP or a Studio seat.'
                  }
                </Translate>
              </li>
              <li>
                <Translate id="vmos.activity.phone">
                  Your account has a verified mobile phone number.
                </Translate>
              </li>
              <li>
                <Translate
                  id="vmos.activity.claim"
                  values={{
                    path: (
                      <strong>
                        {translate({id: 'vmos.activity.claim.path', message: 'Me → Activities'})}
                      </strong>
                    ),
                  }}
                >
                  {'You claim the trial in the app inside VMOS, under {path}.'}
                </Translate>
              </li>
              <li>
                <Translate id="vmos.activity.once">
                  The trial does not renew and never turns into a paid plan.
                </Translate>
              </li>
            </ul>
            <div className={clsx(sections.actions, styles.actions)}>
              <Link className="button button--primary" to="/docs/about/activity/vmos">
                <Translate id="vmos.activity.terms">Read the trial terms</Translate>
              </Link>
              <Link className="button button--outline button--primary" to="/docs/vmoshd/share">
                <Translate id="vmos.activity.guide">Read the VMOS sharing guide</Translate>
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The VMOS partner page. Static: no client state. */
export default function Vmos(): ReactNode {
  return (
    <Layout
      title={translate(
        {id: 'vmos.meta.title', message: '{product} in VMOS'},
        {product: product.name},
      )}
      description={translate(
        {
          id: 'vmos.meta.description',
          message:
            'Run {product} scripts inside VMOS, a virtual Android system: no root on your phone, isolated profiles, several virtual devices and a {days}-day VIP trial.',
        },
        {product: product.name, days: facts.vmosActivity.vipTrialDays},
      )}
    >
      <VmosHero />
      <main className={styles.main}>
        <WhatIsVmos />
        <Reasons />
        <HowItWorks />
        <Limits />
        <Activity />
      </main>
    </Layout>
  );
}
