import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
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
 * title (product.name) to the title given here. Both come from the settings,
 * worded again by each language's translation.
 */
export default function Home(): ReactNode {
  const title = translate(
    {id: 'home.meta.title', message: '{tagline}', description: 'The tagline of product.tagline'},
    {tagline: product.tagline},
  );
  // A translation words the description around the product's name and Python version.
  const words = {
    description: product.description,
    name: product.name,
    python: product.pythonVersion,
  };
  const description = translate(
    {
      id: 'home.meta.description',
      message: '{description}',
      description: 'product.description; {name} is the product, {python} its Python version',
    },
    words,
  );
  return (
    <Layout title={title} description={description}>
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
