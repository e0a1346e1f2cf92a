import type { ReactNode } from 'react';

import { uiResources, type UiLanguage } from '../i18n/index.js';
import { useUiTranslation } from '../i18n/use-ui-translation.js';
import type { DietKey } from './verdict.js';

/**
 * Stories only: an app's own copy (marketing texts the kit does not ship, such as a welcome line or
 * a dialog's description) in the three languages, so that a story shows it in the language of the
 * toolbar like the kit's own texts.
 */
export type Copy = Readonly<Record<UiLanguage, string>>;

/** Renders `copy` in the current i18next language (English for any other). */
export function AppCopy({ copy }: { copy: Copy }): ReactNode {
  return copy[useUiTranslation().i18n.resolvedLanguage];
}

/** `copy` as an element, for a story's `args`. */
export const appCopy = (copy: Copy): ReactNode => <AppCopy copy={copy} />;

/** The language of a story: its `locale` global (the toolbar's), English by default. */
export const storyLanguage = (globals: Record<string, unknown>): UiLanguage =>
  (globals.locale as UiLanguage | undefined) ?? 'en';

/** The kit's own texts (`ui` namespace) in one language. */
export type KitTexts = (typeof uiResources)[UiLanguage]['ui'];

/**
 * The kit's own texts (`ui` namespace) in the story's language (see `storyLanguage`), for a story's
 * assertions and for props that take a string.
 */
export const kitTexts = (globals: Record<string, unknown>): KitTexts =>
  uiResources[storyLanguage(globals)].ui;

/**
 * `copy` as a string in the story's language, for a prop that takes a string (a link's label, an
 * option, a tag) and for a play function's assertions.
 */
export const copyIn = (copy: Copy, globals: Record<string, unknown>): string =>
  copy[storyLanguage(globals)] ?? copy.en;

/**
 * A sample text of a story's `args` in the story's language: the copy among `copies` whose English
 * it is. A text that is none of them (e.g. typed into the controls) stays as it is.
 */
export function sampleIn(text: string, copies: readonly Copy[], globals: Record<string, unknown>): string {
  const copy = copies.find((candidate) => candidate.en === text);
  return copy ? copyIn(copy, globals) : text;
}

/** Renders one of the kit's own texts (`ui` namespace) in the current language. */
export function KitText({ k }: { k: string }): ReactNode {
  const { t } = useUiTranslation();
  return t(k);
}

/** The kit's text `key` as an element, for a story's `args` (e.g. a generic part showing a kit text). */
export const kitText = (key: string): ReactNode => <KitText k={key} />;

/** The signed-in app's and the quiz's texts, as the app passes them (its locales). */
export const APP_COPY = {
  registrationFailed: {
    en: 'Registration failed: User already exists',
    fr: 'Échec de l’inscription : cet utilisateur existe déjà',
    de: 'Registrierung fehlgeschlagen: Dieser Benutzer existiert bereits',
  },
  quizWelcomeTitle: {
    en: "Welcome! Let's find what suits you",
    fr: 'Bienvenue ! Trouvons ce qui vous convient',
    de: 'Willkommen! Finden wir heraus, was zu Ihnen passt',
  },
  quizWelcomeDescription: {
    en: 'Answer four short questions about your diet and where you shop. It takes about a minute.',
    fr: 'Répondez à quatre questions courtes sur votre alimentation et l’endroit où vous faites vos courses. Cela prend environ une minute.',
    de: 'Beantworten Sie vier kurze Fragen zu Ihrer Ernährung und dazu, wo Sie einkaufen. Das dauert etwa eine Minute.',
  },
  accountFormDescription: {
    en: 'Choose your login details to save your answers.',
    fr: 'Choisissez vos identifiants pour enregistrer vos réponses.',
    de: 'Wählen Sie Ihre Anmeldedaten, um Ihre Antworten zu speichern.',
  },
  shareDescription: {
    en: 'Let a friend scan the QR code, or send them the link.',
    fr: 'Faites scanner le code QR à un ami ou envoyez-lui le lien.',
    de: 'Lassen Sie den QR-Code scannen oder senden Sie den Link.',
  },
  scanDescription: {
    en: 'Hold the barcode in front of the camera or type its number.',
    fr: 'Placez le code-barres devant la caméra ou saisissez son numéro.',
    de: 'Halten Sie den Strichcode vor die Kamera oder geben Sie die Nummer ein.',
  },
  favoritesHint: {
    en: 'Tap the heart on a product and it waits for you here.',
    fr: 'Touchez le cœur d’un produit et il vous attendra ici.',
    de: 'Tippen Sie bei einem Produkt auf das Herz, dann finden Sie es hier wieder.',
  },
  browseProducts: { en: 'Browse products', fr: 'Parcourir les produits', de: 'Produkte entdecken' },
  historyHint: {
    en: 'Open a product and it appears here, so you can find it again.',
    fr: 'Ouvrez un produit et il apparaîtra ici, pour le retrouver facilement.',
    de: 'Öffnen Sie ein Produkt, dann erscheint es hier und Sie finden es schnell wieder.',
  },
  otherCategory: {
    en: 'Try another category or subcategory.',
    fr: 'Essayez une autre catégorie ou sous-catégorie.',
    de: 'Versuchen Sie eine andere Kategorie oder Unterkategorie.',
  },
  upcoming: { en: 'Upcoming...', fr: 'À venir...', de: 'Demnächst...' },
  upcomingBody: {
    en: 'We are building what comes next. It will appear here first.',
    fr: 'Nous préparons la suite. Elle apparaîtra d’abord ici.',
    de: 'Wir bauen, was als Nächstes kommt. Es erscheint zuerst hier.',
  },
  backToDashboard: {
    en: 'Back to the dashboard',
    fr: 'Retour au tableau de bord',
    de: 'Zurück zur Übersicht',
  },
  scanDenied: { en: 'Camera access refused', fr: 'Accès à la caméra refusé', de: 'Kamerazugriff verweigert' },
  scanDeniedHelp: {
    en: "Camera access was refused. Allow the camera for this site in your browser's settings, or type the barcode number below.",
    fr: "L'accès à la caméra a été refusé. Autorisez la caméra pour ce site dans les réglages de votre navigateur, ou saisissez le numéro du code-barres ci-dessous.",
    de: 'Der Kamerazugriff wurde verweigert. Erlauben Sie die Kamera für diese Website in den Einstellungen Ihres Browsers, oder geben Sie die Nummer des Strichcodes unten ein.',
  },
  scanRead: {
    en: 'Barcode 7610200012345 read',
    fr: 'Code-barres 7610200012345 lu',
    de: 'Strichcode 7610200012345 gelesen',
  },
  scanUnknownTitle: {
    en: 'Not in our catalogue yet',
    fr: 'Pas encore dans notre catalogue',
    de: 'Noch nicht in unserem Katalog',
  },
  scanUnknown: {
    en: 'Barcode 7610200012345 is not in our catalogue yet. Check the number, or try another product.',
    fr: "Le code-barres 7610200012345 n'est pas encore dans notre catalogue. Vérifiez le numéro ou essayez un autre produit.",
    de: 'Der Strichcode 7610200012345 ist noch nicht in unserem Katalog. Prüfen Sie die Nummer oder versuchen Sie ein anderes Produkt.',
  },
  scanAnother: { en: 'Scan another', fr: 'Scanner un autre produit', de: 'Anderes Produkt scannen' },
  newsletterTitle: { en: 'Stay in the loop', fr: 'Restez au courant', de: 'Auf dem Laufenden bleiben' },
  newsletterText: {
    en: 'Now and then we send news about upcoming diets, shops and features. No spam, and you can unsubscribe at any time.',
    fr: 'De temps en temps, nous envoyons des nouvelles sur les régimes, les magasins et les fonctionnalités à venir. Pas de spam, et vous pouvez vous désabonner à tout moment.',
    de: 'Ab und zu informieren wir Sie über neue Ernährungsweisen, Geschäfte und Funktionen. Kein Spam, und Sie können sich jederzeit abmelden.',
  },
  scan: { en: 'Scan', fr: 'Scanner', de: 'Scannen' },
  alertMe: { en: 'Alert me', fr: 'M’avertir', de: 'Benachrichtigen Sie mich' },
  credentialsFormHere: {
    en: 'The login credentials form goes here.',
    fr: 'Le formulaire des identifiants de connexion vient ici.',
    de: 'Hier kommt das Formular für die Anmeldedaten hin.',
  },
  dietProfileFormHere: {
    en: 'The diet profile form goes here.',
    fr: 'Le formulaire du profil alimentaire vient ici.',
    de: 'Hier kommt das Formular für das Ernährungsprofil hin.',
  },
  upsellTitle: {
    en: 'Get results made for you',
    fr: 'Des résultats faits pour vous',
    de: 'Ergebnisse, die zu Ihnen passen',
  },
  upsellDescription: {
    en: 'Create your free profile: answer the quiz and DietCheck checks every product against your own diets.',
    fr: 'Créez votre profil gratuit : répondez au quiz et DietCheck vérifie chaque produit selon vos propres régimes.',
    de: 'Erstellen Sie Ihr kostenloses Profil: Beantworten Sie das Quiz, und DietCheck prüft jedes Produkt für Ihre eigenen Ernährungsweisen.',
  },
  upsellBenefits: [0, 1, 2].map((index) => ({
    en: [
      'Green, yellow or red for all your diets at once',
      'Barcode scanning and suggestions of suitable alternatives',
      'Favourites, history and an information feed based on your profile',
    ][index],
    fr: [
      'Vert, jaune ou rouge pour tous vos régimes à la fois',
      'Scan des codes-barres et suggestions d’alternatives adaptées',
      'Favoris, historique et fil d’informations selon votre profil',
    ][index],
    de: [
      'Grün, Gelb oder Rot für alle Ihre Ernährungsweisen gleichzeitig',
      'Strichcode-Scan und Vorschläge für passende Alternativen',
      'Favoriten, Verlauf und ein Info-Feed passend zu Ihrem Profil',
    ][index],
  })) as Copy[],
} satisfies Record<string, Copy | Copy[]>;

/** The diets' names as the app shows them on tags, e.g. in the avatar menu (its locales, `diets.*`). */
export const DIET_COPY = {
  lactose: { en: 'Lactose-free', fr: 'Sans lactose', de: 'Laktosefrei' },
  gluten: { en: 'Gluten-free', fr: 'Sans gluten', de: 'Glutenfrei' },
  fodmap: { en: 'Low FODMAP', fr: 'Pauvre en FODMAP', de: 'FODMAP-arm' },
  fructose: { en: 'Low fructose', fr: 'Pauvre en fructose', de: 'Fruktosearm' },
} satisfies Record<DietKey, Copy>;

/** A few countries as the app names them in the interface language (`Intl.DisplayNames`). */
export const COUNTRY_COPY = {
  CH: { en: 'Switzerland', fr: 'Suisse', de: 'Schweiz' },
  DE: { en: 'Germany', fr: 'Allemagne', de: 'Deutschland' },
  FR: { en: 'France', fr: 'France', de: 'Frankreich' },
  IT: { en: 'Italy', fr: 'Italie', de: 'Italien' },
  AT: { en: 'Austria', fr: 'Autriche', de: 'Österreich' },
} satisfies Record<string, Copy>;

/**
 * The public site's sample texts: its links as the site names them (its locales, `site.nav` and
 * `site.footer`), a tagline, small print, page text and a button.
 */
export const SITE_COPY = {
  home: { en: 'Home', fr: 'Accueil', de: 'Startseite' },
  about: { en: 'About us', fr: 'À propos', de: 'Über uns' },
  diets: { en: 'Diets', fr: 'Régimes', de: 'Ernährungsweisen' },
  faqContact: { en: 'FAQ & contact', fr: 'FAQ & contact', de: 'FAQ & Kontakt' },
  cookie: { en: 'Cookie policy', fr: 'Politique en matière de cookies', de: 'Cookie-Richtlinie' },
  privacy: { en: 'Privacy policy', fr: 'Politique de confidentialité', de: 'Datenschutzerklärung' },
  terms: { en: 'Terms of service', fr: 'Conditions d’utilisation', de: 'Nutzungsbedingungen' },
  tagline: {
    en: 'Groceries that suit your diet, at a glance. Made in Switzerland.',
    fr: 'Des courses adaptées à votre alimentation, en un coup d’œil. Conçu en Suisse.',
    de: 'Einkäufe, die zu Ihrer Ernährung passen, auf einen Blick. Aus der Schweiz.',
  },
  copyright: {
    en: '© 2025 DietCheck. All rights reserved.',
    fr: '© 2025 DietCheck. Tous droits réservés.',
    de: '© 2025 DietCheck. Alle Rechte vorbehalten.',
  },
  pageTitle: {
    en: 'Groceries that suit your diet',
    fr: 'Des courses adaptées à votre alimentation',
    de: 'Einkäufe, die zu Ihrer Ernährung passen',
  },
  pageBody: {
    en: 'The page content under the header.',
    fr: 'Le contenu de la page, sous l’en-tête.',
    de: 'Der Inhalt der Seite, unter der Kopfzeile.',
  },
  seeMoreProducts: { en: 'See more products', fr: 'Voir plus de produits', de: 'Weitere Produkte ansehen' },
} satisfies Record<string, Copy>;
