/**
 * The offline index could not be fetched. Its name is `RetryError` only for
 * DocSearch's sake: the modal treats a failed search as a network error
 * (status `error`) only when the error has that name, which is what the
 * Algolia client throws when no host answers. Nothing of ours needs the
 * name but the worker link, which restores this class from it.
 */
export class SearchIndexUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Unable to fetch the search index.', {cause});
    this.name = 'RetryError';
  }
}
