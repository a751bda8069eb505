/**
 * DocSearch shows its "Unable to fetch results" screen only for errors named
 * `RetryError` (what the Algolia client throws when no host answers).
 */
export class SearchIndexUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Unable to fetch the search index.', {cause});
    this.name = 'RetryError';
  }
}
