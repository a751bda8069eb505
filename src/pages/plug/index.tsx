import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';

import PluginExplorer from './_components/PluginExplorer';
import PluginGuide from './_components/PluginGuide';
import PluginHeader from './_components/PluginHeader';

/**
 * The plug-in gallery. The list lives in src/data/plugins.ts, its words in
 * _components/copy.ts; the filter state lives in the URL query (see
 * _components/filterPlugins.ts).
 */
export default function PluginsPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'plug.meta.title', message: 'Plug-ins'})}
      description={translate({
        id: 'plug.meta.description',
        message:
          'Browse Tapcraft plug-ins for OCR, vision, input, network, data, on-screen UI and the graphic pipeline; filter by category and platform.',
      })}
    >
      <main>
        <PluginHeader />
        <PluginExplorer />
        <PluginGuide />
      </main>
    </Layout>
  );
}
