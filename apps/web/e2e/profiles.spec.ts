import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { listedCompanyNames } from './support/companies';
import { toast } from './support/shell';
import { expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages)
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
}

const completion = (page: Page) => page.getByRole('progressbar', { name: 'Profile completion' });

test.describe('the developer profile page', () => {
  test('shows every message of the spec, then saves and the completion rises', async ({ page }) => {
    await signedInAs(page, 'developer');
    await page.goto('/developer/profile');
    await expect(page).toHaveTitle('My Profile · Talanta');
    await expect(completion(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('Your profile is under review')).toBeVisible();

    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectMessages(page, [
      'Title is required',
      'Bio must be at least 10 characters',
      'Select at least one skill',
      'Hourly rate is required',
      'Years of experience is required',
      'Availability is required',
      'Location is required',
    ]);
    await expect(page.getByLabel('Professional title')).toHaveAttribute('aria-invalid', 'true');

    // After the first submit each field is checked again as it changes.
    await page.getByLabel('Professional title').fill('ab');
    await expect(page.getByText('Title is required')).toBeVisible();
    await page.getByLabel('Professional title').fill('Senior Backend Engineer');
    await expect(page.getByText('Title is required')).toBeHidden();
    await page.getByLabel('Bio').fill('Too short');
    await expect(page.getByText('Bio must be at least 10 characters')).toBeVisible();
    await page.getByLabel('Bio').fill('Payments and reconciliation services in Go for mobile money.');
    await page.getByLabel('Hourly rate (USD)').fill('0');
    await expect(page.getByText('Hourly rate is required')).toBeVisible();
    await page.getByLabel('Hourly rate (USD)').fill('55');
    await page.getByLabel('Years of experience').fill('6');
    await page.getByLabel('Availability').selectOption('Contract');
    await page.getByLabel('Location').fill('Nairobi, Kenya');
    for (const field of ['GitHub URL', 'LinkedIn URL', 'Portfolio URL'])
      await page.getByLabel(field).fill('not a url');
    await page.getByLabel('Skills', { exact: true }).fill('Go');
    await page.getByLabel('Skills', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Please enter a valid URL', { exact: true })).toHaveCount(3);

    await page.getByLabel('GitHub URL').fill('https://github.com/amani');
    await page.getByLabel('LinkedIn URL').fill('');
    await page.getByLabel('Portfolio URL').fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Success')).toContainText(
      'Your developer profile has been updated successfully!',
    );
    // 8 of 10 parts: no LinkedIn and no photo yet.
    await expect(completion(page)).toHaveAttribute('aria-valuenow', '80');
    const missing = page.getByRole('list', { name: 'Missing from your profile' });
    await expect(missing.getByRole('listitem')).toHaveText(['LinkedIn profile', 'Profile photo']);

    await page.reload();
    await expect(page.getByLabel('Professional title')).toHaveValue('Senior Backend Engineer');
    await expect(page.getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveText(['Go']);

    // The dashboard shows the same figure and what is missing.
    await page.goto('/dashboard');
    await expect(completion(page)).toHaveAttribute('aria-valuenow', '80');
    await expect(page.getByRole('list', { name: 'Missing from your profile' })).toContainText(
      'LinkedIn profile',
    );
  });

  test('skills chips: Enter or Add, trimmed, catalogue spelling, no duplicates, x removes', async ({
    page,
  }) => {
    await signedInAs(page, 'developer');
    await page.goto('/developer/profile');
    const input = page.getByLabel('Skills', { exact: true });
    const chips = page.getByRole('list', { name: 'Your skills' }).getByRole('listitem');
    await input.fill('  react  ');
    await input.press('Enter');
    await expect(chips).toHaveText(['React']);
    await expect(input).toHaveValue('');
    await input.fill('REACT');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('React is already in your skills')).toBeVisible();
    await expect(chips).toHaveText(['React']);
    await input.fill('Event Sourcing');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await input.fill('   ');
    await input.press('Enter');
    await expect(chips).toHaveText(['React', 'Event Sourcing']);
    await page.getByRole('button', { name: 'Remove React' }).click();
    await expect(chips).toHaveText(['Event Sourcing']);
    // Enter in the skills box never submits the form.
    await expect(page.getByText('Title is required')).toBeHidden();
  });

  test('uploads a profile photo from the keyboard, refuses wrong files, and removes it', async ({ page }) => {
    const user = await signedInAs(page, 'developer');
    await page.goto('/developer/profile');
    const upload = page.getByRole('button', { name: 'Upload photo' });
    const chooser = page.waitForEvent('filechooser');
    // Focus and Enter in one step, so a re-render of the page between them cannot take the focus.
    await upload.press('Enter');
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Photo updated')).toContainText('Your profile photo has been updated.');
    await expect(completion(page)).toHaveAttribute('aria-valuenow', '10');
    // The side navigation's identity shows the new photo at once.
    const photo = page.getByRole('complementary').locator('img');
    await expect(photo).toHaveAttribute('src', /^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const src = (await photo.getAttribute('src')) ?? '';
    expect((await page.request.get(src)).headers()['content-type']).toBe('image/png');
    await expect(
      page.getByRole('complementary').getByText(`${user.firstName} ${user.lastName}`),
    ).toBeVisible();

    const fileInput = page.getByLabel('Profile photo file');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(toast(page, 'Error')).toContainText('Profile photos must be JPEG, PNG or WebP images');
    await fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
    });
    await expect(page.getByText('Profile photos must be at most 2 MB')).toBeVisible();
    // A file whose name and type say PNG but whose bytes are not is refused by the server.
    await fileInput.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg></svg>'),
    });
    await expect(page.getByText('Profile photos must be JPEG, PNG or WebP images').last()).toBeVisible();
    await expect(photo).toHaveAttribute('src', src);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(toast(page, 'Photo removed')).toBeVisible();
    await expect(page.getByRole('complementary').locator('img')).toHaveCount(0);
    await expect(completion(page)).toHaveAttribute('aria-valuenow', '0');
  });

  test('uploads a PDF résumé from the keyboard at phone width, refuses other files, and shows it to clients', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInAs(page, 'developer');
    await page.goto('/developer/profile');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload résumé' }).press('Enter');
    await (await chooser).setFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(toast(page, 'Résumé uploaded')).toBeVisible();
    // Named and typed as a PDF, but its bytes are not one: the server refuses it.
    await page
      .getByLabel('Résumé file')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>') });
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a PDF file' })).toBeVisible();
    const download = page.getByRole('link', { name: 'Download my résumé' });
    const href = (await download.getAttribute('href')) ?? '';
    const response = await page.request.get(href);
    expect(response.headers()['content-type']).toBe('application/pdf');

    const show = page.getByRole('checkbox', { name: 'Show my résumé to clients' });
    await expect(show).not.toBeChecked();
    await show.check();
    await expect(show).toBeChecked();
    // Saved on the server before the reload asks again.
    await expect(toast(page, 'Saved')).toContainText('Clients can now download your résumé.');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Show my résumé to clients' })).toBeChecked();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page, undefined, { label: 'Developer profile with a résumé at 390 px' });

    // An admin (like a client once the profile is approved) finds the download on the talent profile.
    await signInAsAdmin(page);
    await page.goto(href.replace(/^\/api\/developers\/(\d+)\/resume$/, '/developer/$1'));
    const talentDownload = page.getByRole('link', { name: 'Download résumé' });
    await expect(talentDownload).toHaveAttribute('href', href);
    await expectNoSeriousA11yIssues(page, undefined, { label: 'Talent profile with a résumé at 390 px' });
  });
});

test.describe('the company profile page', () => {
  test('shows every message, offers the page sizes and industries, and saves', async ({ page }) => {
    await signedInAs(page, 'client');
    await page.goto('/client/profile');
    await expect(page).toHaveTitle('Company Profile · Talanta');
    await page.getByRole('button', { name: 'Save Company Profile' }).click();
    await expectMessages(page, [
      'Company name is required',
      'Company size is required',
      'Industry is required',
      'Description must be at least 10 characters',
      'Location is required',
    ]);
    const sizes = page.getByLabel('Company size').locator('option');
    await expect(sizes).toHaveText([
      'Select company size',
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '501-1000',
      '1000+',
    ]);
    await expect(page.getByLabel('Industry').locator('option')).toHaveText([
      'Select industry',
      'Technology',
      'Finance',
      'Healthcare',
      'Education',
      'E-commerce',
      'Media',
      'Manufacturing',
      'Real Estate',
      'Other',
    ]);
    await page.getByLabel('Company name').fill('K');
    await expect(page.getByText('Company name is required')).toBeVisible();
    await page.getByLabel('Company name').fill('Kilima Pay');
    await page.getByLabel('Company size').selectOption('1000+');
    await page.getByLabel('Industry').selectOption('Finance');
    await page.getByLabel('Description').fill('Mobile money payouts for merchants across East Africa.');
    await page.getByLabel('Location').fill('Nairobi, Kenya');
    await page.getByLabel('Website').fill('kilimapay');
    await page.getByRole('button', { name: 'Save Company Profile' }).click();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
    await page.getByLabel('Website').fill('https://kilimapay.example.com');
    await page.getByRole('button', { name: 'Save Company Profile' }).click();
    await expect(toast(page, 'Success')).toContainText('Your profile has been updated successfully!');
    await page.reload();
    await expect(page.getByLabel('Company size')).toHaveValue('1000+');
  });
});

test.describe('Account Settings', () => {
  test('a client: basic information with its messages and phone number, and a company tab where everything is optional', async ({
    page,
  }) => {
    const user = await signedInAs(page, 'client');
    await page.goto('/profile');
    await expect(page).toHaveTitle('Account Settings · Talanta');
    await expect(page.getByRole('tab', { name: 'Basic Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await expect(page.getByLabel('Phone number')).toHaveValue(user.phoneNumber);
    await page.getByLabel('First name').fill('');
    await page.getByLabel('Last name').fill('');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone number').fill('0712 345 678');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessages(page, [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
    ]);
    await page.getByLabel('First name').fill('Wanjiru');
    await page.getByLabel('Last name').fill(user.lastName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Phone number').fill('+919876543210');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile updated')).toContainText('Your basic information has been updated.');
    // The current user is refreshed: the side navigation has the new name.
    await expect(page.getByRole('complementary').getByText(`Wanjiru ${user.lastName}`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Phone number')).toHaveValue('+919876543210');

    await page.getByRole('tab', { name: 'Company Profile' }).click();
    await expect(page.getByLabel('Company size').locator('option')).toHaveText([
      'Select company size',
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '500+',
    ]);
    // Industry is free text here.
    await page.getByLabel('Industry').fill('Agritech');
    await page.getByLabel('Company name').fill('S');
    await page.getByLabel('Website').fill('www');
    await page.getByRole('button', { name: 'Save Company Profile' }).click();
    await expectMessages(page, ['Company name is required', 'Please enter a valid URL']);
    const companyName = `Shamba ${Date.now().toString(36)}`;
    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Website').fill('');
    await page.getByLabel('Company size').selectOption('500+');
    // Opting in names the company on the public pages (issue 40).
    const listed = page.getByRole('checkbox', { name: /^Show us among the companies hiring/ });
    await expect(listed).not.toBeChecked();
    await listed.check();
    await page.getByRole('button', { name: 'Save Company Profile' }).click();
    await expect(
      toast(page, 'Profile updated').filter({ hasText: 'Your profile has been updated successfully!' }),
    ).toBeVisible();
    expect(await listedCompanyNames()).toContain(companyName);

    // Both screens' sizes are valid everywhere: the company page keeps "500+"; its industry is a select.
    await page.goto('/client/profile');
    await expect(page.getByLabel('Company size')).toHaveValue('500+');
    await expect(page.getByLabel('Industry')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /^Show us among the companies hiring/ })).toBeChecked();
  });

  test('a developer: Unverified, and a Developer Profile tab where everything is optional', async ({
    page,
  }) => {
    await signedInAs(page, 'developer');
    await page.goto('/profile');
    await expect(page.getByText('Unverified', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Developer Profile' }).click();
    await expect(page.getByText('(optional)').first()).toBeVisible();
    await page.getByLabel('Professional title').fill('Data Engineer');
    await page.getByLabel('Hourly rate (USD)').fill('0');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Hourly rate is required')).toBeVisible();
    await page.getByLabel('Hourly rate (USD)').fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Profile updated')).toContainText('Your profile has been updated successfully!');
    await page.goto('/developer/profile');
    await expect(page.getByLabel('Professional title')).toHaveValue('Data Engineer');
    await expect(completion(page)).toHaveAttribute('aria-valuenow', '10');
  });

  test('works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signedInAs(page, 'developer');
    await page.goto('/developer/profile');
    await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
