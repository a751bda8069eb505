import {readFileSync, writeFileSync} from 'node:fs';

import {test, expect} from '../browser/fixtures';

// What a writer sees under `npm start` while editing MDX. Each test edits its
// own page and puts the file back, whatever happens.

function editing(file: string) {
  const original = readFileSync(file, 'utf8');
  return {
    original,
    /** The line number the first appended line gets. */
    nextLine: original.split('\n').length + 1,
    append: (text: string) => writeFileSync(file, `${original}\n${text}\n`),
    restore: () => writeFileSync(file, original),
  };
}

test.describe('MDX preview', () => {
  // One after the other: a broken file breaks the compile for every open
  // page. Generous timeouts: on a busy machine a recompile can take tens of
  // seconds; how fast it is belongs to `npm run bench:dev`, not to this test.
  test.describe.configure({mode: 'serial', timeout: 180_000});

  test('an edit to a doc appears in the open page', async ({page}) => {
    const doc = editing('docs/android/reward.mdx');
    try {
      await page.goto('/docs/android/reward');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const marker = `Preview check ${Date.now()}`;
      doc.append(marker);
      await expect(page.getByText(marker)).toBeVisible({timeout: 60_000});
    } finally {
      doc.restore();
    }
  });

  test('a broken MDX file shows file, line and message, and the overlay clears when fixed', async ({
    page,
    allowConsole,
  }) => {
    // The dev server's client logs the failed compile too: that is the point.
    allowConsole(/\[webpack-dev-server\] (Errors while compiling|ERROR)/);
    const doc = editing('docs/android/online.mdx');
    try {
      await page.goto('/docs/android/online');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      doc.append('Broken <Tag here.');
      const overlay = page.locator('#webpack-dev-server-client-overlay');
      await expect(overlay).toBeVisible({timeout: 60_000});
      const text = page.frameLocator('#webpack-dev-server-client-overlay').locator('body');
      await expect(text).toContainText(`docs/android/online.mdx:${doc.nextLine}:17`);
      await expect(text).toContainText('Unexpected character');
      await expect(text).toContainText('> ' + doc.nextLine + ' | Broken <Tag here.');
      // The parser's error object and the loader's stack trace stay out.
      await expect(text).not.toContainText('_bufferIndex');
      await expect(text).not.toContainText('compileToJSX');

      doc.restore();
      await expect(overlay).toHaveCount(0, {timeout: 60_000});
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Remote debugging');
    } finally {
      doc.restore();
    }
  });
});
