/** The desk's words, in the staff member's language (de-DE and de-AT share German). */
import type { Locale } from './editions';

const de = {
  desk: 'Service-Desk', signIn: 'Anmelden', email: 'E-Mail', password: 'Passwort', code: 'Code aus der Authenticator-App', next: 'Weiter',
  signOut: 'Abmelden', wrong: 'E-Mail oder Passwort falsch.', wrongCode: 'Der Code ist falsch oder schon benutzt.', throttled: 'Zu viele Versuche. Bitte später erneut.',
  invitation: 'Einladung annehmen', invitationGone: 'Diese Einladung ist abgelaufen oder wurde schon benutzt.', scan: 'Scannen Sie den QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel ein:',
  choosePassword: 'Passwort wählen (mindestens 10 Zeichen)', orders: 'Bestellungen', inbox: 'Kontaktanfragen', shops: 'Shops', personalData: 'Personenbezogene Daten', audit: 'Protokoll',
  number: 'Bestellnummer', shop: 'Shop-ID', from: 'Von', to: 'Bis', search: 'Suchen', noOrders: 'Keine Bestellungen gefunden.', placedAt: 'Bestellt', total: 'Summe', status: 'Status',
  timeline: 'Verlauf', note: 'Notiz', addNote: 'Notiz speichern', resend: 'Erneut senden', anonymised: 'anonymisiert',
  new: 'neu', answered: 'beantwortet', closed: 'geschlossen', setStatus: 'Status setzen', message: 'Nachricht',
  name: 'Name', slug: 'Kürzel (URL)', createShop: 'Shop anlegen', offers: 'Angebote', token: 'API-Token', issueToken: 'Token ausstellen / erneuern', revokeToken: 'Token widerrufen',
  tokenOnce: 'Neuer Token (wird nur jetzt angezeigt):', suspend: 'Shop sperren', unsuspend: 'Sperre aufheben', suspended: 'gesperrt', members: 'Mitarbeitende', invite: 'Einladen', role: 'Rolle',
  invitationLink: 'Einladungslink (einmal gültig):', exportData: 'Auskunft herunterladen (JSON)', eraseData: 'Löschen, soweit keine Aufbewahrungspflicht besteht', erased: 'Gelöscht',
  kept: 'Aufbewahrt bis', forbidden: 'Für Ihre Rolle nicht erlaubt.', notFound: 'Nicht gefunden.', invalid: 'Bitte prüfen:', saved: 'Gespeichert.', language: 'Sprache',
} as const;

type DeskWords = Record<keyof typeof de, string>;

const fr: DeskWords = {
  desk: 'Service client', signIn: 'Se connecter', email: 'E-mail', password: 'Mot de passe', code: "Code de l'application d'authentification", next: 'Continuer',
  signOut: 'Se déconnecter', wrong: 'E-mail ou mot de passe incorrect.', wrongCode: 'Code incorrect ou déjà utilisé.', throttled: 'Trop de tentatives. Réessayez plus tard.',
  invitation: "Accepter l'invitation", invitationGone: 'Cette invitation a expiré ou a déjà été utilisée.', scan: "Scannez le code QR avec votre application d'authentification ou saisissez la clé :",
  choosePassword: 'Choisissez un mot de passe (10 caractères minimum)', orders: 'Commandes', inbox: 'Messages', shops: 'Boutiques', personalData: 'Données personnelles', audit: 'Journal',
  number: 'Numéro de commande', shop: 'ID boutique', from: 'Du', to: 'Au', search: 'Rechercher', noOrders: 'Aucune commande trouvée.', placedAt: 'Commandée', total: 'Total', status: 'Statut',
  timeline: 'Historique', note: 'Note', addNote: 'Enregistrer la note', resend: 'Renvoyer', anonymised: 'anonymisée',
  new: 'nouveau', answered: 'répondu', closed: 'clos', setStatus: 'Changer le statut', message: 'Message',
  name: 'Nom', slug: 'Identifiant (URL)', createShop: 'Créer la boutique', offers: 'Offres', token: "Jeton d'API", issueToken: 'Émettre / renouveler le jeton', revokeToken: 'Révoquer le jeton',
  tokenOnce: 'Nouveau jeton (affiché une seule fois) :', suspend: 'Suspendre la boutique', unsuspend: 'Lever la suspension', suspended: 'suspendue', members: 'Équipe', invite: 'Inviter', role: 'Rôle',
  invitationLink: "Lien d'invitation (usage unique) :", exportData: 'Télécharger les données (JSON)', eraseData: "Effacer, sauf obligation de conservation", erased: 'Effacé',
  kept: "Conservée jusqu'au", forbidden: 'Non autorisé pour votre rôle.', notFound: 'Introuvable.', invalid: 'Veuillez vérifier :', saved: 'Enregistré.', language: 'Langue',
};

const es: DeskWords = {
  desk: 'Atención al cliente', signIn: 'Iniciar sesión', email: 'Correo electrónico', password: 'Contraseña', code: 'Código de la app de autenticación', next: 'Continuar',
  signOut: 'Cerrar sesión', wrong: 'Correo o contraseña incorrectos.', wrongCode: 'El código es incorrecto o ya se usó.', throttled: 'Demasiados intentos. Inténtelo más tarde.',
  invitation: 'Aceptar la invitación', invitationGone: 'Esta invitación ha caducado o ya se usó.', scan: 'Escanee el código QR con su app de autenticación o introduzca la clave:',
  choosePassword: 'Elija una contraseña (mínimo 10 caracteres)', orders: 'Pedidos', inbox: 'Mensajes', shops: 'Tiendas', personalData: 'Datos personales', audit: 'Registro',
  number: 'Número de pedido', shop: 'ID de tienda', from: 'Desde', to: 'Hasta', search: 'Buscar', noOrders: 'No se encontraron pedidos.', placedAt: 'Realizado', total: 'Total', status: 'Estado',
  timeline: 'Historial', note: 'Nota', addNote: 'Guardar nota', resend: 'Reenviar', anonymised: 'anonimizado',
  new: 'nuevo', answered: 'respondido', closed: 'cerrado', setStatus: 'Cambiar estado', message: 'Mensaje',
  name: 'Nombre', slug: 'Identificador (URL)', createShop: 'Crear tienda', offers: 'Ofertas', token: 'Token de API', issueToken: 'Emitir / renovar token', revokeToken: 'Revocar token',
  tokenOnce: 'Nuevo token (solo se muestra ahora):', suspend: 'Suspender tienda', unsuspend: 'Levantar suspensión', suspended: 'suspendida', members: 'Equipo', invite: 'Invitar', role: 'Rol',
  invitationLink: 'Enlace de invitación (un solo uso):', exportData: 'Descargar datos (JSON)', eraseData: 'Suprimir, salvo obligación de conservación', erased: 'Suprimido',
  kept: 'Se conserva hasta', forbidden: 'No permitido para su rol.', notFound: 'No encontrado.', invalid: 'Revise:', saved: 'Guardado.', language: 'Idioma',
};

const it: DeskWords = {
  desk: 'Assistenza clienti', signIn: 'Accedi', email: 'E-mail', password: 'Password', code: "Codice dell'app di autenticazione", next: 'Avanti',
  signOut: 'Esci', wrong: 'E-mail o password errate.', wrongCode: 'Il codice è errato o già usato.', throttled: 'Troppi tentativi. Riprova più tardi.',
  invitation: "Accetta l'invito", invitationGone: 'Questo invito è scaduto o è già stato usato.', scan: "Scansiona il codice QR con l'app di autenticazione o inserisci la chiave:",
  choosePassword: 'Scegli una password (almeno 10 caratteri)', orders: 'Ordini', inbox: 'Messaggi', shops: 'Negozi', personalData: 'Dati personali', audit: 'Registro',
  number: "Numero d'ordine", shop: 'ID negozio', from: 'Dal', to: 'Al', search: 'Cerca', noOrders: 'Nessun ordine trovato.', placedAt: 'Effettuato', total: 'Totale', status: 'Stato',
  timeline: 'Cronologia', note: 'Nota', addNote: 'Salva nota', resend: 'Invia di nuovo', anonymised: 'anonimizzato',
  new: 'nuovo', answered: 'risposto', closed: 'chiuso', setStatus: 'Cambia stato', message: 'Messaggio',
  name: 'Nome', slug: 'Identificativo (URL)', createShop: 'Crea negozio', offers: 'Offerte', token: 'Token API', issueToken: 'Emetti / rinnova token', revokeToken: 'Revoca token',
  tokenOnce: 'Nuovo token (mostrato solo ora):', suspend: 'Sospendi negozio', unsuspend: 'Revoca sospensione', suspended: 'sospeso', members: 'Collaboratori', invite: 'Invita', role: 'Ruolo',
  invitationLink: 'Link di invito (monouso):', exportData: 'Scarica i dati (JSON)', eraseData: "Cancella, salvo obbligo di conservazione", erased: 'Cancellato',
  kept: 'Conservato fino al', forbidden: 'Non consentito per il tuo ruolo.', notFound: 'Non trovato.', invalid: 'Controlla:', saved: 'Salvato.', language: 'Lingua',
};

const nl: DeskWords = {
  desk: 'Klantenservice', signIn: 'Inloggen', email: 'E-mail', password: 'Wachtwoord', code: 'Code uit de authenticator-app', next: 'Verder',
  signOut: 'Uitloggen', wrong: 'E-mail of wachtwoord onjuist.', wrongCode: 'De code is onjuist of al gebruikt.', throttled: 'Te veel pogingen. Probeer het later opnieuw.',
  invitation: 'Uitnodiging accepteren', invitationGone: 'Deze uitnodiging is verlopen of al gebruikt.', scan: 'Scan de QR-code met uw authenticator-app of voer de sleutel in:',
  choosePassword: 'Kies een wachtwoord (minstens 10 tekens)', orders: 'Bestellingen', inbox: 'Berichten', shops: 'Winkels', personalData: 'Persoonsgegevens', audit: 'Logboek',
  number: 'Bestelnummer', shop: 'Winkel-ID', from: 'Van', to: 'Tot', search: 'Zoeken', noOrders: 'Geen bestellingen gevonden.', placedAt: 'Besteld', total: 'Totaal', status: 'Status',
  timeline: 'Verloop', note: 'Notitie', addNote: 'Notitie opslaan', resend: 'Opnieuw versturen', anonymised: 'geanonimiseerd',
  new: 'nieuw', answered: 'beantwoord', closed: 'gesloten', setStatus: 'Status wijzigen', message: 'Bericht',
  name: 'Naam', slug: 'Korte naam (URL)', createShop: 'Winkel aanmaken', offers: 'Aanbiedingen', token: 'API-token', issueToken: 'Token uitgeven / vernieuwen', revokeToken: 'Token intrekken',
  tokenOnce: 'Nieuw token (alleen nu zichtbaar):', suspend: 'Winkel schorsen', unsuspend: 'Schorsing opheffen', suspended: 'geschorst', members: 'Medewerkers', invite: 'Uitnodigen', role: 'Rol',
  invitationLink: 'Uitnodigingslink (eenmalig):', exportData: 'Gegevens downloaden (JSON)', eraseData: 'Wissen, tenzij bewaarplicht geldt', erased: 'Gewist',
  kept: 'Bewaard tot', forbidden: 'Niet toegestaan voor uw rol.', notFound: 'Niet gevonden.', invalid: 'Controleer:', saved: 'Opgeslagen.', language: 'Taal',
};

export type DeskWord = keyof typeof de;

const BY_LOCALE: Record<Locale, DeskWords> = { 'de-DE': de, 'de-AT': de, 'fr-FR': fr, 'es-ES': es, 'it-IT': it, 'nl-NL': nl };

export function deskWords(locale: Locale): DeskWords {
  return BY_LOCALE[locale];
}

/** What a timeline entry or a part's status says, in the staff member's language; an unknown code is shown as it is. */
const STEPS: Record<'de' | 'fr' | 'es' | 'it' | 'nl', Record<string, string>> = {
  de: {
    placed: 'bestellt', paid: 'bezahlt', accepted: 'vom Shop angenommen', refused: 'vom Shop abgelehnt', shipped: 'versandt', cancelled: 'storniert',
    withdrawn: 'widerrufen', goods_received: 'Rücksendung erhalten', returned: 'Rücksendung erhalten', refunded: 'erstattet', acknowledged: 'vom Shop abgerufen',
    awaiting_payment: 'wartet auf Zahlung', new: 'neu', note: 'Notiz', mail_queued: 'Mail eingereiht', mail_sent: 'Mail versandt', mail_retrying: 'Mail wird erneut versucht', mail_failed: 'Mail fehlgeschlagen',
  },
  fr: {
    placed: 'commandée', paid: 'payée', accepted: 'acceptée par la boutique', refused: 'refusée par la boutique', shipped: 'expédiée', cancelled: 'annulée',
    withdrawn: 'rétractation', goods_received: 'retour reçu', returned: 'retour reçu', refunded: 'remboursée', acknowledged: 'récupérée par la boutique',
    awaiting_payment: 'en attente de paiement', new: 'nouvelle', note: 'note', mail_queued: 'e-mail en file', mail_sent: 'e-mail envoyé', mail_retrying: 'e-mail en nouvel essai', mail_failed: "échec de l'e-mail",
  },
  es: {
    placed: 'pedido', paid: 'pagado', accepted: 'aceptado por la tienda', refused: 'rechazado por la tienda', shipped: 'enviado', cancelled: 'cancelado',
    withdrawn: 'desistimiento', goods_received: 'devolución recibida', returned: 'devolución recibida', refunded: 'reembolsado', acknowledged: 'recogido por la tienda',
    awaiting_payment: 'pendiente de pago', new: 'nuevo', note: 'nota', mail_queued: 'correo en cola', mail_sent: 'correo enviado', mail_retrying: 'correo en reintento', mail_failed: 'correo fallido',
  },
  it: {
    placed: 'ordinato', paid: 'pagato', accepted: 'accettato dal negozio', refused: 'rifiutato dal negozio', shipped: 'spedito', cancelled: 'annullato',
    withdrawn: 'recesso', goods_received: 'reso ricevuto', returned: 'reso ricevuto', refunded: 'rimborsato', acknowledged: 'prelevato dal negozio',
    awaiting_payment: 'in attesa di pagamento', new: 'nuovo', note: 'nota', mail_queued: 'e-mail in coda', mail_sent: 'e-mail inviata', mail_retrying: 'e-mail in nuovo tentativo', mail_failed: 'e-mail non riuscita',
  },
  nl: {
    placed: 'besteld', paid: 'betaald', accepted: 'door winkel geaccepteerd', refused: 'door winkel geweigerd', shipped: 'verzonden', cancelled: 'geannuleerd',
    withdrawn: 'herroepen', goods_received: 'retour ontvangen', returned: 'retour ontvangen', refunded: 'terugbetaald', acknowledged: 'door winkel opgehaald',
    awaiting_payment: 'wacht op betaling', new: 'nieuw', note: 'notitie', mail_queued: 'e-mail in wachtrij', mail_sent: 'e-mail verzonden', mail_retrying: 'e-mail opnieuw geprobeerd', mail_failed: 'e-mail mislukt',
  },
};
const STEP_LANGUAGE: Record<Locale, keyof typeof STEPS> = { 'de-DE': 'de', 'de-AT': 'de', 'fr-FR': 'fr', 'es-ES': 'es', 'it-IT': 'it', 'nl-NL': 'nl' };

export function deskStep(locale: Locale, code: string): string {
  return STEPS[STEP_LANGUAGE[locale]][code] ?? code;
}
