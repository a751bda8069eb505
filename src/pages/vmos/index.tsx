import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import MDXContent from '@theme/MDXContent';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import sections from '@site/src/css/sections.module.css';
import {facts} from '@site/src/data/facts';
import {externalUrls, product} from '@site/src/data/site';

import VmosHero from './_components/VmosHero';
import TestScript from './_test-script.mdx';
import RegionScript from './_region-script.mdx';
import styles from './styles.module.css';

type Reason = {id: string; title: string; text: string};

const reasons: Reason[] = [
  {
    id: 'no-root',
    title: 'Scripts without root on your phone',
    text: 'Tapcraft never needs root: inside VMOS it taps through the accessibility service of the virtual system. Some VMOS images also offer root inside the virtual system, so a script that needs root mode runs there while your real phone stays unrooted.',
  },
  {
    id: 'isolated',
    title: 'Isolated profiles',
    text: 'Keep test accounts and game accounts in the virtual system, apart from your personal apps, photos and chats. A script that goes wrong changes only the virtual system, and you can reset it to start clean.',
  },
  {
    id: 'several',
    title: 'Several virtual devices on one phone',
    text: 'Create more than one virtual system, each with its own Tapcraft app, accounts and screen. Scripts run inside VMOS while you keep using the phone for other things.',
  },
];

function WhatIsVmos(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="what-is-vmos">
      <div className={clsx('container', sections.sideHeading)}>
        <Heading as="h2" id="what-is-vmos" className={clsx(sections.heading, styles.heading)}>
          What VMOS is
        </Heading>
        <div>
          <p>
            VMOS is a virtual Android system that runs as an ordinary app on your phone. Open the
            app and a second Android starts in its own window, with its own home screen, apps,
            accounts, settings and storage.
          </p>
          <p>
            What happens inside VMOS does not touch your main system. Close the app and the virtual
            system stops; open it again and everything is where you left it.
          </p>
          <p className={styles.muted}>
            VMOS is made by its own developer, not by {product.name}. The partnership covers the
            activity described below; VMOS does not handle {product.name} accounts or trials.
          </p>
        </div>
      </div>
    </section>
  );
}

function Reasons(): ReactNode {
  return (
    <section className={clsx(styles.section, sections.tinted)} aria-labelledby="why-vmos">
      <div className="container">
        <Heading as="h2" id="why-vmos" className={clsx(sections.heading, styles.heading)}>
          Why run {product.name} inside VMOS
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
  return (
    <section className={styles.section} aria-labelledby="how-it-works">
      <div className={clsx('container', sections.sideHeading)}>
        <Heading as="h2" id="how-it-works" className={clsx(sections.heading, styles.heading)}>
          Set up {product.name} in VMOS
        </Heading>
        <div>
          <p>
            You need about ten minutes and a phone with enough free storage for a second system.
          </p>
          <ol className={styles.steps}>
            <li>Install VMOS on your phone and start a virtual system.</li>
            <li>
              Inside VMOS, open the browser and download the {product.name} Android app from{' '}
              <Link href={externalUrls.downloads}>the download page</Link>.
            </li>
            <li>Install the app inside VMOS. Allow installs from this source when VMOS asks.</li>
            <li>
              Open {product.name} inside VMOS, sign in, and turn on its accessibility service when
              the app asks.
            </li>
            <li>
              Run this test script. If the log shows a package name and VMOS returns to its home
              screen, {product.name} works.
            </li>
          </ol>
          <div className={styles.code}>
            <MDXContent>
              <TestScript />
            </MDXContent>
          </div>
          <p>
            For a second virtual device, create another virtual system in VMOS and repeat steps 2 to
            5. Sign in with the same {product.name} account in each one.
          </p>
        </div>
      </div>
    </section>
  );
}

function Limits(): ReactNode {
  return (
    <section className={clsx(styles.section, sections.tinted)} aria-labelledby="vmos-limits">
      <div className={clsx('container', sections.sideHeading)}>
        <Heading as="h2" id="vmos-limits" className={clsx(sections.heading, styles.heading)}>
          Limits to know
        </Heading>
        <div>
          <Heading as="h3" className={styles.subheading}>
            No HID board inside VMOS
          </Heading>
          <p>
            The HID board pairs over Bluetooth with the real phone, not with the virtual system. So
            Air Click (<code>hid_click</code>, <code>hid_swipe</code>) is not available to scripts
            inside VMOS. Use the default accessibility mode there, and run Air Click scripts on the
            phone itself. The <Link to="/docs/shop/hid">HID board page</Link> lists where the board
            works.
          </p>

          <Heading as="h3" className={styles.subheading}>
            Coordinates follow the virtual screen
          </Heading>
          <p>
            Scripts see the screen size of the virtual system, not of your phone. Pick colours and
            coordinates inside VMOS with the Web IDE, not from screenshots of the host phone.
          </p>

          <Heading as="h3" className={styles.subheading}>
            Performance
          </Heading>
          <ul>
            <li>
              Virtual systems share the processor, memory and battery of one phone. Image search and
              OCR take longer than on the phone itself.
            </li>
            <li>
              Each extra virtual system slows the others. Start with one; add the next only when the
              first runs smoothly.
            </li>
            <li>For long runs, keep the phone charging and somewhere cool.</li>
            <li>
              Search a smaller region of the screen: it is the easiest way to speed up a script.
            </li>
          </ul>
          <div className={styles.code}>
            <MDXContent>
              <RegionScript />
            </MDXContent>
          </div>

          <Heading as="h3" className={styles.subheading}>
            Each virtual system counts as a device
          </Heading>
          <p>
            Every virtual system where you sign in counts toward your plan, like a real phone. The
            Free plan allows {facts.plans.free.devices} devices; VIP has no limit. Compare the plans
            in the <Link to="/shop">store</Link>.
          </p>

          <div className={clsx('alert alert--warning', styles.alert)} role="note">
            Automate only apps that allow it. VMOS keeps your main system safe, but it does not
            protect an account from the rules of the app you automate. Read the{' '}
            <Link to="/docs/about/doc/disclaimers">Disclaimers</Link> first.
          </div>
        </div>
      </div>
    </section>
  );
}

function Activity(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="vmos-activity">
      <div className="container">
        <div className={clsx(sections.sideHeading, styles.activity)}>
          <Heading as="h2" id="vmos-activity" className={clsx(sections.heading, styles.heading)}>
            Partner activity: {facts.vmosActivity.vipTrialDays} days of VIP, free
          </Heading>
          <div>
            <p>
              New users who install {product.name} inside VMOS can claim{' '}
              {facts.vmosActivity.vipTrialDays} days of VIP membership at no cost: unlimited
              devices, OCR and YOLO models, the plug-in store and priority support.
            </p>
            <ul>
              <li>
                Your account is less than {facts.vmosActivity.maxAccountAgeDays} days old and has
                never had VIP or a Studio seat.
              </li>
              <li>Your account has a verified mobile phone number.</li>
              <li>
                You claim the trial in the app inside VMOS, under <strong>Me → Activities</strong>.
              </li>
              <li>The trial does not renew and never turns into a paid plan.</li>
            </ul>
            <div className={clsx(sections.actions, styles.actions)}>
              <Link className="button button--primary" to="/docs/about/activity/vmos">
                Read the trial terms
              </Link>
              <Link className="button button--outline button--primary" to="/docs/vmoshd/share">
                Read the VMOS sharing guide
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
      title="Tapcraft in VMOS"
      description={`Run Tapcraft scripts inside VMOS, a virtual Android system: no root on your phone, isolated profiles, several virtual devices and a ${facts.vmosActivity.vipTrialDays}-day VIP trial.`}
    >
      <VmosHero />
      <main>
        <WhatIsVmos />
        <Reasons />
        <HowItWorks />
        <Limits />
        <Activity />
      </main>
    </Layout>
  );
}
