import {test, expect} from './fixtures';

// The errors page renders every exception class of the API model as a tree
// (src/components/ExceptionHierarchy, from the plugin's exceptions.json).

type ExportEntry = {id: string; name: string; kind: string; counterparts: Record<string, string>};

test.describe('Errors and return values', () => {
  test('lists each exception class of /api/tapcraft.json once, under its base', async ({
    page,
    request,
  }) => {
    const {entries} = (await (await request.get('/api/tapcraft.json')).json()) as {
      entries: ExportEntry[];
    };
    // The same exception on Android and iOS is one class.
    const classes = new Set(
      entries
        .filter((entry) => entry.kind === 'exception')
        .map((entry) => [entry.id, ...Object.values(entry.counterparts)].sort()[0]),
    );
    expect(classes.size).toBeGreaterThan(15);

    await page.goto('/docs/android/guide/errors');
    const tree = page.getByRole('list', {name: 'Exception classes'});
    const names = tree.locator('li > div > a > code');
    await expect(names).toHaveCount(classes.size);

    const item = (name: string) => tree.locator(`li:has(> div > a > code:text-is("${name}"))`);
    const childrenOf = (name: string) => item(name).locator(':scope > ul > li > div > a > code');
    const roots = tree.locator(':scope > li > div > code');
    await expect(roots).toHaveText(['Exception', 'BaseException']);
    const root = (base: string) =>
      tree
        .locator(':scope > li')
        .filter({has: page.locator(':scope > div > code', {hasText: new RegExp(`^${base}$`)})})
        .locator(':scope > ul > li > div > a');
    await expect(root('Exception')).toHaveText(['TapcraftError']);
    // The shared package's classes first, then by module, each group by name.
    await expect(childrenOf('TapcraftError')).toContainText([
      'PermissionDeniedError',
      'ServiceNotRunningError',
      'TapcraftTimeoutError',
      'PluginError',
    ]);
    await expect(childrenOf('PluginError')).toContainText(['PluginNotFoundError']);
    await expect(root('BaseException')).toHaveText(['ScriptStopped', 'TaskCancelledError']);
  });

  test('says when each class is raised, its second base, its message and where it is documented', async ({
    page,
  }) => {
    await page.goto('/docs/android/guide/errors');
    const tree = page.getByRole('list', {name: 'Exception classes'});
    const item = (name: string) => tree.locator(`li:has(> div > a > code:text-is("${name}"))`);

    const timeout = item('TapcraftTimeoutError');
    await expect(timeout.locator(':scope > p').first()).toContainText(
      'Raised when work with a time limit did not finish in time',
    );
    await expect(timeout.locator(':scope > p').first()).toContainText('It is also a TimeoutError.');
    await expect(timeout.locator(':scope > div > a')).toHaveAttribute(
      'href',
      '/docs/android/guide/api#tapcrafttimeouterror',
    );
    await expect(timeout.locator(':scope > div')).toContainText('Android, iOS, Windows');

    await expect(item('ServiceNotRunningError').locator(':scope > p').nth(1)).toHaveText(
      'Message: names the service that is off, for example the accessibility service is not running.',
    );

    const http = item('HttpError').locator(':scope > div');
    await expect(http.getByRole('link', {name: 'Android'})).toHaveAttribute(
      'href',
      '/docs/android/api/tunner/http#httperror',
    );
    await expect(http.getByRole('link', {name: 'iOS'})).toHaveAttribute(
      'href',
      '/docs/ios/api/tunner/http#httperror',
    );
    await http.getByRole('link', {name: 'iOS'}).click();
    await expect(page).toHaveURL(/\/docs\/ios\/api\/tunner\/http#httperror$/);
    await expect(page.locator('h3#httperror')).toBeVisible();
  });
});
