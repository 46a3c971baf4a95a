// The profile picture: uploaded in Settings -> My profile and shown in the header (the image really
// loads from the tenant's host), removed again; a file that is not an image gives 'Could not upload
// image'. In the light and the dark theme, with the harness's accessibility check on both.
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { signInAs, signUpThroughApi, uniqueEmail } from './support/session';

const h = useHarness();
const toasts = (page: import('playwright-core').Page) => page.getByRole('region', { name: 'Notifications' });

// A 2×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

describe('avatar', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`a user uploads a picture and sees it in the header (${theme})`, async () => {
      const account = { email: uniqueEmail('avatar'), password: 'password-one', fullName: 'Ola Obrazek' };
      const page = await h.newPage('/login');
      await signUpThroughApi(page, account);
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await signInAs(page, account, '/settings');
      await page.getByRole('heading', { name: 'Profile picture' }).waitFor();

      // Not an image: refused, with the toast of the specification.
      await page.getByTestId('avatar-file').setInputFiles({
        name: 'page.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<html></html>'),
      });
      await toasts(page).getByRole('alert').getByText('Could not upload image').waitFor();

      await page.getByTestId('avatar-file').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: PNG });
      await toasts(page).getByText('Picture updated').waitFor();
      const header = page.getByRole('banner').getByTestId('user-avatar');
      await header.waitFor();
      await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
      expect(await header.getAttribute('alt')).toBe('');

      // The dark run ends with the picture shown, so the final accessibility check sees it.
      if (theme === 'dark') return;
      await page.getByRole('button', { name: 'Remove picture' }).click();
      await toasts(page).getByText('Picture removed').waitFor();
      await expect.poll(() => page.getByRole('banner').getByTestId('user-avatar').count()).toBe(0);
    });
  }
});
