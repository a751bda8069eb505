import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {stubsWheelHref, stubsWheelName} from '@site/src/data/downloads';

/**
 * A download link to the type-stub wheel, named by its file name. A plain
 * `<a>` in MDX keeps the `pathname://` prefix that `Link` strips, and does
 * nothing when clicked.
 */
export default function StubsWheelLink(): ReactNode {
  return (
    <Link to={stubsWheelHref} download>
      {stubsWheelName}
    </Link>
  );
}
