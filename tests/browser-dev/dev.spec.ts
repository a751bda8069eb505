import {test, expect} from '../browser/fixtures';

// Under `npm start`, where the local-search plugins people use today fail.

test.describe('dev server', () => {
  test('search works from the modal and lands on the heading', async ({page}) => {
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).hostname));
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('hid_swipe');
    const first = page.locator('.DocSearch-Hit a').first();
    await expect(first).toHaveAttribute('href', '/docs/android/api/action/hid#hid_swipe');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/android\/api\/action\/hid#hid_swipe$/);
    expect([...hosts]).toEqual(['127.0.0.1']);
  });

  test('a crashing page shows "This page crashed." and recovers with Try again', async ({
    page,
    allowConsole,
  }) => {
    // React reports the caught render error; that is the point of this test.
    allowConsole(/Deliberate failure|error boundary|The above error occurred|React will try/i);
    await page.goto('/__tests__/crash');
    await expect(page.getByText('This page crashed.')).toBeVisible();
    const retry = page.getByRole('button', {name: 'Try again'});
    await expect(retry).toBeVisible();
    await page.evaluate(() => {
      window.__tapcraftRecover = true;
    });
    await retry.click();
    await expect(page.getByText('Recovered after Try again.')).toBeVisible();
  });

  test('serves what assistants and tools read: the twins, llms.txt and the API model', async ({
    request,
  }) => {
    const twin = await request.get('/docs/android/api/action.md');
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(await twin.text()).toMatch(
      /^# Actions\n[\s\S]*\nPlatforms: Android, iOS, Windows · Since: /,
    );
    const llms = await request.get('/llms.txt');
    expect(await llms.text()).toContain('/docs/android/api/action.md');
    expect((await request.get('/docs/ios/llms-full.txt')).status()).toBe(200);
    expect((await request.get('/api/tapcraft.json')).status()).toBe(200);
  });
});
