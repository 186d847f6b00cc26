/** The mail that brings a new staff member their invitation link, in their language (de-DE and de-AT share German). */
import type { Locale } from './editions';

export interface InvitationMailWords { subject: string; greeting: (name: string) => string; body: (shop: string | null) => string; link: string; expires: (until: string) => string; ignore: string }

const de: InvitationMailWords = {
  subject: 'Ihre Einladung zu Spareo',
  greeting: (name) => `Guten Tag ${name},`,
  body: (shop) => (shop ? `Sie wurden eingeladen, im Händlerportal von Spareo für ${shop} zu arbeiten.` : 'Sie wurden in den Service-Desk von Spareo eingeladen.'),
  link: 'Wählen Sie hier Ihr Passwort und richten Sie den zweiten Faktor ein:',
  expires: (until) => `Der Link gilt einmal, bis ${until}.`,
  ignore: 'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
};
const fr: InvitationMailWords = {
  subject: 'Votre invitation sur Spareo',
  greeting: (name) => `Bonjour ${name},`,
  body: (shop) => (shop ? `Vous êtes invité(e) à travailler pour ${shop} dans l'espace vendeurs de Spareo.` : 'Vous êtes invité(e) sur le service client de Spareo.'),
  link: 'Choisissez votre mot de passe et configurez le second facteur ici :',
  expires: (until) => `Le lien est valable une fois, jusqu'au ${until}.`,
  ignore: "Si vous n'attendiez pas cette invitation, ignorez cet e-mail.",
};
const es: InvitationMailWords = {
  subject: 'Su invitación a Spareo',
  greeting: (name) => `Hola, ${name}:`,
  body: (shop) => (shop ? `Le han invitado a trabajar para ${shop} en el portal de vendedores de Spareo.` : 'Le han invitado al servicio de atención de Spareo.'),
  link: 'Elija aquí su contraseña y configure el segundo factor:',
  expires: (until) => `El enlace vale una sola vez, hasta el ${until}.`,
  ignore: 'Si no esperaba esta invitación, ignore este correo.',
};
const it: InvitationMailWords = {
  subject: 'Il suo invito a Spareo',
  greeting: (name) => `Gentile ${name},`,
  body: (shop) => (shop ? `È stato invitato a lavorare per ${shop} nel portale venditori di Spareo.` : 'È stato invitato al servizio clienti di Spareo.'),
  link: 'Scelga qui la password e configuri il secondo fattore:',
  expires: (until) => `Il link vale una sola volta, fino al ${until}.`,
  ignore: 'Se non si aspettava questo invito, ignori questa e-mail.',
};
const nl: InvitationMailWords = {
  subject: 'Uw uitnodiging voor Spareo',
  greeting: (name) => `Beste ${name},`,
  body: (shop) => (shop ? `U bent uitgenodigd om voor ${shop} te werken in het verkopersportaal van Spareo.` : 'U bent uitgenodigd voor de klantenservice van Spareo.'),
  link: 'Kies hier uw wachtwoord en stel de tweede factor in:',
  expires: (until) => `De link is één keer geldig, tot ${until}.`,
  ignore: 'Verwachtte u deze uitnodiging niet, negeer dan deze e-mail.',
};

const BY_LOCALE: Record<Locale, InvitationMailWords> = { 'de-DE': de, 'de-AT': de, 'fr-FR': fr, 'es-ES': es, 'it-IT': it, 'nl-NL': nl };

export function invitationMailWords(locale: Locale): InvitationMailWords {
  return BY_LOCALE[locale];
}
