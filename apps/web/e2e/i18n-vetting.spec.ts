import { LOCALE_NAMES, type Locale } from '@talanta/schema/i18n';
import { submitApplication } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { expectNoEnglishLeft, useLocale } from './support/i18n';
import { toast } from './support/shell';
import { expect, type Locator, type Page, test } from './support/test';
import { BIO, newApplicant } from './support/vetting';

/**
 * The developer vetting application (/developer-onboarding) in the five languages beyond English
 * (issue 41): its steps, the shared schema's validation messages and the server's answers are
 * shown in the page's language; the English wizard is left to the specs that cover it.
 */

type Translated = Exclude<Locale, 'en'>;

/** What each language says where the tests look (the `vetting` and `forms` catalogues' translations). */
const WORDS: Record<
  Translated,
  {
    personalDetails: string;
    next: string;
    back: string;
    stepOne: string;
    incomplete: string;
    firstNameTooShort: string;
    invalidEmail: string;
  }
> = {
  es: {
    personalDetails: 'Datos personales',
    next: 'Siguiente',
    back: 'Atrás',
    stepOne: 'Paso 1 de 5',
    incomplete: 'Completa todos los campos obligatorios',
    firstNameTooShort: 'El nombre debe tener al menos 2 caracteres',
    invalidEmail: 'Dirección de correo no válida',
  },
  fr: {
    personalDetails: 'Informations personnelles',
    next: 'Suivant',
    back: 'Retour',
    stepOne: 'Étape 1 sur 5',
    incomplete: 'Veuillez remplir tous les champs obligatoires',
    firstNameTooShort: 'Le prénom doit comporter au moins 2 caractères',
    invalidEmail: 'Adresse e-mail non valide',
  },
  de: {
    personalDetails: 'Persönliche Angaben',
    next: 'Weiter',
    back: 'Zurück',
    stepOne: 'Schritt 1 von 5',
    incomplete: 'Bitte füllen Sie alle Pflichtfelder aus',
    firstNameTooShort: 'Der Vorname muss mindestens 2 Zeichen lang sein',
    invalidEmail: 'Ungültige E-Mail-Adresse',
  },
  sw: {
    personalDetails: 'Taarifa Binafsi',
    next: 'Endelea',
    back: 'Rudi',
    stepOne: 'Hatua 1 kati ya 5',
    incomplete: 'Tafadhali jaza sehemu zote zinazohitajika',
    firstNameTooShort: 'Jina la kwanza lazima liwe na angalau herufi 2',
    invalidEmail: 'Anwani ya barua pepe si sahihi',
  },
  hi: {
    personalDetails: 'व्यक्तिगत विवरण',
    next: 'आगे',
    back: 'पीछे',
    stepOne: 'चरण 1 / 5',
    incomplete: 'कृपया सभी ज़रूरी फ़ील्ड भरें',
    firstNameTooShort: 'पहला नाम कम से कम 2 अक्षरों का होना चाहिए',
    invalidEmail: 'अमान्य ईमेल पता',
  },
};

/**
 * The same in every language: the brand and its logo's letter, the placeholders' sample names, the
 * language names, and Spanish's "Legal" (the footer's heading, the same word). Sonner's landmark
 * for toasts is named in English by packages/ui's toaster, not by this screen.
 */
const ALLOWED = [
  'Talanta',
  'T',
  'Amani',
  'Otieno',
  ...Object.values(LOCALE_NAMES),
  'Legal',
  'Notifications alt+T',
];

const PATH = '/developer-onboarding';

async function overlaps(first: Locator, second: Locator): Promise<boolean> {
  const a = await first.boundingBox();
  const b = await second.boundingBox();
  if (!a || !b) return false;
  return !(b.x >= a.x + a.width || b.x + b.width <= a.x || b.y >= a.y + a.height || b.y + b.height <= a.y);
}

for (const locale of Object.keys(WORDS) as Translated[]) {
  const words = WORDS[locale];
  test(`${locale}: the first step is in the language, and an empty Next is refused in it`, async ({
    page,
  }) => {
    await expectNoEnglishLeft(page, PATH, locale, { allowed: ALLOWED });
    await expect(
      page.getByRole('heading', { level: 2, name: words.personalDetails, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(words.stepOne, { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // At 390 px, scrolled down to the buttons as a phone is when Next is pressed.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yIssues(page);
    const next = page.getByRole('button', { name: words.next, exact: true });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    const refused = toast(page, words.incomplete);
    await expect(refused).toBeVisible();
    // The shared schema's English messages, shown in the page's language.
    await expect(page.getByText(words.firstNameTooShort, { exact: true })).toBeVisible();
    await expect(page.getByText(words.invalidEmail, { exact: true })).toBeVisible();
    await expect(page.getByText('First name must be at least 2 characters')).toHaveCount(0);
    // Where the toast comes to rest, it covers neither Back nor Next.
    await refused.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    for (const button of [next, page.getByRole('button', { name: words.back, exact: true })]) {
      expect(await overlaps(refused, button)).toBe(false);
    }
    await expectNoSeriousA11yIssues(page);
  });
}

/** Steps 1-4 in Hindi, found by their Hindi labels, to the Final Submission step. */
async function reachFinalStepInHindi(page: Page, email: string) {
  const next = page.getByRole('button', { name: 'आगे', exact: true });
  const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  await useLocale(page, 'hi');
  await page.goto(PATH);
  await expect(heading('व्यक्तिगत विवरण')).toBeVisible();
  await page.getByLabel('पहला नाम').fill('Achieng');
  await page.getByLabel('उपनाम').fill('Odhiambo');
  await page.getByLabel('ईमेल').fill(email);
  await page.getByLabel('फ़ोन नंबर').fill('+919876543210');
  await next.click();

  await expect(heading('ऑनलाइन प्रोफ़ाइल')).toBeVisible();
  await page.getByLabel('GitHub का URL').fill('https://github.com/achieng');
  await page.getByLabel('LinkedIn का URL').fill('https://www.linkedin.com/in/achieng');
  await next.click();

  await expect(heading('कौशल और अनुभव')).toBeVisible();
  const area = page.getByLabel('विशेषज्ञता का क्षेत्र');
  await expect(area.locator('option', { hasText: 'फ़ुल स्टैक डेवलपमेंट' })).toHaveCount(1);
  await area.selectOption('Full Stack Development');
  await page.getByLabel('अनुभव का स्तर').selectOption({ label: '3-5 वर्ष' });
  await page.getByRole('button', { name: 'React', exact: true }).click();
  await page.getByLabel('परिचय').fill(BIO);
  await next.click();

  await expect(heading('प्रोजेक्ट')).toBeVisible();
  const project = page.getByRole('region', { name: 'प्रोजेक्ट 1' });
  await project.getByLabel('प्रोजेक्ट का नाम').fill('Duka Pay');
  await project.getByLabel('विवरण').fill('Duka Pay: checkout and reconciliation for shops.');
  await next.click();

  await expect(heading('अंतिम सबमिशन')).toBeVisible();
  await expect(page.getByText('फ़ुल स्टैक डेवलपमेंट', { exact: true })).toBeVisible();
  await expect(page.getByText('3-5 वर्ष', { exact: true })).toBeVisible();
}

test('hi: a complete application is walked through and sent in Hindi', async ({ page }) => {
  const applicant = newApplicant();
  await reachFinalStepInHindi(page, applicant.email);
  await page.getByRole('button', { name: 'आवेदन भेजें' }).click();
  await expect(page.getByRole('heading', { name: 'आवेदन मिल गया!' })).toBeVisible();
  await expect(page.getByText(/धन्यवाद, Achieng।/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'होम पर लौटें' })).toBeVisible();
});

test("hi: the server's refusal of an email that already applied is told in Hindi", async ({ page }) => {
  const applicant = newApplicant();
  await submitApplication(page.request, {
    firstName: 'Someone',
    lastName: 'Earlier',
    email: applicant.email,
  });
  await reachFinalStepInHindi(page, applicant.email);
  await page.getByRole('button', { name: 'आवेदन भेजें' }).click();
  const failure = toast(page, 'आवेदन नहीं भेजा जा सका');
  await expect(failure).toContainText('इस ईमेल से एक आवेदन पहले से मौजूद है।');
  // The same words under the email of the review.
  await expect(
    page.locator('form').getByText('इस ईमेल से एक आवेदन पहले से मौजूद है।', { exact: true }),
  ).toBeVisible();
});
