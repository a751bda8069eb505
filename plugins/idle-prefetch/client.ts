import type {ClientModule} from '@docusaurus/types';

import {deferPrefetches} from './deferPrefetches';

const clientModule: ClientModule = {
  // Runs in a layout effect of the first render, before any link can report
  // that it scrolled into view.
  onRouteDidUpdate() {
    deferPrefetches(window);
  },
};

export default clientModule;
