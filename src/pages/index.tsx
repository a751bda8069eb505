import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

import CloudShowcase from '@site/src/components/CloudShowcase';
import DownloadBand from '@site/src/components/DownloadBand';
import FeatureGrid from '@site/src/components/FeatureGrid';
import HidShowcase from '@site/src/components/HidShowcase';
import HomepageHero from '@site/src/components/HomepageHero';
import PlatformCards from '@site/src/components/PlatformCards';
import {product} from '@site/src/data/site';

/**
 * The home page. Sections are static components with no client state or
 * effects, so the page renders fully on the server and hydrates cheaply.
 * The browser tab reads "<tagline> | Tapcraft": Layout appends the site
 * title (product.name) to the title given here.
 */
export default function Home(): ReactNode {
  return (
    <Layout title={product.tagline} description={product.description}>
      <HomepageHero />
      <main>
        <PlatformCards />
        <HidShowcase />
        <CloudShowcase />
        <FeatureGrid />
        <DownloadBand />
      </main>
    </Layout>
  );
}
