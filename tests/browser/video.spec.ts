import {test, expect} from './fixtures';
import {videoEmbedBase, videosFor} from '@tapcraft/data/videos';

const embedOrigin = new URL(videoEmbedBase).origin;
const firstLesson = videosFor('android')[0]!;

/** A stand-in for the video host's player, so nothing leaves the machine. */
const fakePlayer = '<!doctype html><html lang="en"><title>Test player</title><p>Player</p></html>';

test.describe('video tutorials', () => {
  test.beforeEach(async ({page}) => {
    await page.route(`${embedOrigin}/**`, (route) =>
      route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: fakePlayer}),
    );
  });

  test('nothing is requested from the video host before a click', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto('/docs/android/video');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Scroll through the page so every lazy poster has its chance to load.
    const buttons = page.getByRole('button', {name: /^Play: /});
    await expect(buttons).toHaveCount(videosFor('android').length);
    await buttons.last().scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');

    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => url.startsWith(embedOrigin))).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('posters are our own images with explicit size', async ({page}) => {
    await page.goto('/docs/android/video');
    const poster = page.getByRole('img', {name: firstLesson.title});
    await expect(poster).toHaveAttribute('width', '640');
    await expect(poster).toHaveAttribute('height', '360');
    await expect(poster).toHaveAttribute('src', /^\/img\/videos\/[a-z0-9-]+\.svg$/);
  });

  test('clicking play loads the player from the embed base', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto('/docs/android/video');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const play = page.getByRole('button', {name: `Play: ${firstLesson.title}`, exact: true});
    await expect(play).toBeVisible();
    await play.click();

    const player = page.locator(`iframe[title="${firstLesson.title}"]`);
    await expect(player).toHaveCount(1);
    const src = await player.getAttribute('src');
    expect(src?.startsWith(videoEmbedBase)).toBe(true);
    expect(src).toContain(firstLesson.videoId);
    await expect(player).toHaveAttribute('loading', 'lazy');
    await expect(player).toHaveAttribute('allow', /fullscreen/);
    await expect(play).toHaveCount(0);
    await expect(
      page.frameLocator(`iframe[title="${firstLesson.title}"]`).getByText('Player'),
    ).toBeVisible();
    expect(requested.some((url) => url.startsWith(videoEmbedBase))).toBe(true);

    // Only the clicked lesson loads; the others keep their poster.
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.getByRole('button', {name: /^Play: /})).toHaveCount(
      videosFor('android').length - 1,
    );
  });

  test('the play button works from the keyboard', async ({page}) => {
    await page.goto('/docs/android/video');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const play = page.getByRole('button', {name: `Play: ${firstLesson.title}`, exact: true});
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`iframe[title="${firstLesson.title}"]`)).toBeFocused();
  });

  for (const [route, platform] of [
    ['/docs/teach/android', 'android'],
    ['/docs/teach/ios', 'ios'],
  ] as const) {
    test(`${route} shows every lesson of its course`, async ({page}) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(route);
      await expect(page.getByRole('button', {name: /^Play: /})).toHaveCount(
        videosFor(platform).length,
      );
      for (const video of videosFor(platform)) {
        await expect(page.getByRole('heading', {name: video.title, exact: true})).toBeVisible();
      }
      expect(requested.filter((url) => url.startsWith(embedOrigin))).toEqual([]);
    });
  }
});
