import {Fragment, type ReactNode} from 'react';

import FactTable from '@site/src/components/FactTable';
import {packageHeader, packageRows, type PartCell} from './rows';

function PartOfProject({part, files}: PartCell): ReactNode {
  if (files.length === 0) return part;
  return (
    <>
      {part} (
      {files.map((file, index) => (
        <Fragment key={file}>
          {index > 0 && ', '}
          <code>{file}</code>
        </Fragment>
      ))}
      )
    </>
  );
}

/** What a `.tcpk` package holds, from `facts.project.packageContents`. */
export default function PackageContents(): ReactNode {
  return (
    <FactTable
      header={packageHeader}
      rows={packageRows.map(([cell, inPackage]) => [<PartOfProject {...cell} />, inPackage])}
    />
  );
}
