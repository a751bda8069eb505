declare module '@generated/tapcraft-search-index/default/search-index.json' {
  import type {SearchIndexFile} from '@tapcraft/core/search/types';

  const index: SearchIndexFile;
  export default index;
}

/** The DocSearch stylesheet, imported for its side effect. */
declare module '@docsearch/react/style';

declare module '@generated/tapcraft-api-reference/default/availability.json' {
  import type {AvailabilityGroup} from '@tapcraft/core/api/views';

  const groups: AvailabilityGroup[];
  export default groups;
}

declare module '@generated/tapcraft-api-reference/default/changelog.json' {
  import type {ChangelogRelease} from '@tapcraft/core/api/views';

  const releases: ChangelogRelease[];
  export default releases;
}

declare module '@generated/tapcraft-api-reference/default/exceptions.json' {
  import type {ExceptionClass} from '@tapcraft/core/api/views';

  const classes: ExceptionClass[];
  export default classes;
}

declare module '@generated/tapcraft-api-reference/default/glossary.json' {
  import type {GlossaryRow} from '@tapcraft/core/api/views';

  const rows: GlossaryRow[];
  export default rows;
}
