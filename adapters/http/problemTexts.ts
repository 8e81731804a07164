import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX } from '../../domain/exhibitor/contactMessage.ts';
import { formatCentimes, MINIMUM_INCREASED_AMOUNT_CENTIMES } from '../../domain/index.ts';
import { INVITATIONS_PER_DAY, OPEN_INVITATIONS_PER_BOOTH } from '../../domain/team/invitationLimits.ts';
import type { Texts } from './requestTexts.ts';

/**
 * The `detail` of a problem or field error by its message key, in each language, for the API's callers that show
 * it (another service, a developer, a client without the exhibitor UI's translations). The exhibitor UI translates
 * the message keys itself in web/src (by page, with its own wording for a person at the form); these texts say the
 * same for someone reading the answer. A key of a general kind (errors.invalidRequest, errors.validation ...) has
 * none here: the text by status says more.
 */
const MINIMUM_AMOUNT = formatCentimes(MINIMUM_INCREASED_AMOUNT_CENTIMES);

const MESSAGE_TEXTS: Record<string, Texts | ((field: string) => Texts)> = {
  'errors.unauthorized': { de: 'Bitte melden Sie sich an.', fr: 'Veuillez vous connecter.', en: 'Please sign in.' },
  'errors.forbidden': {
    de: 'Dafür fehlt Ihnen die Berechtigung.',
    fr: 'Vous n’avez pas l’autorisation de le faire.',
    en: 'You do not have permission to do this.',
  },
  'errors.csrf': {
    de: 'Die Anfrage kam ohne gültiges Sicherheitsmerkmal (X-CSRF-Token) oder von einer fremden Seite.',
    fr: 'La requête est arrivée sans jeton de sécurité valable (X-CSRF-Token) ou depuis un autre site.',
    en: 'The request came without a valid security token (X-CSRF-Token) or from another site.',
  },
  'errors.notFound': {
    de: 'Der Eintrag wurde nicht gefunden.',
    fr: 'L’élément demandé est introuvable.',
    en: 'The item was not found.',
  },
  'errors.boothNotFound': {
    de: 'Der gewünschte Stand kann nicht angezeigt werden. Entweder fehlt Ihnen die Berechtigung oder der Stand existiert nicht.',
    fr: 'Le stand demandé ne peut pas être affiché. Soit vous n’avez pas l’autorisation, soit le stand n’existe pas.',
    en: 'The requested booth cannot be shown. Either you do not have permission or the booth does not exist.',
  },
  'errors.insuranceNotFound': {
    de: 'Für diesen Stand ist noch keine Versicherung erfasst; sie kann erst geändert werden, wenn sie angelegt ist.',
    fr: 'Aucune assurance n’est encore enregistrée pour ce stand\u00a0; elle ne peut être modifiée qu’une fois créée.',
    en: 'No insurance is on file for this booth yet; it can only be changed once it has been created.',
  },
  'errors.methodNotAllowed': {
    de: 'Diese Aktion ist hier nicht möglich.',
    fr: 'Cette action n’est pas possible ici.',
    en: 'This action is not possible here.',
  },
  'errors.tooManyRequests': {
    de: 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.',
    fr: 'Trop de requêtes. Veuillez réessayer plus tard.',
    en: 'Too many requests. Please try again later.',
  },
  'errors.unknownLocale': {
    de: 'Diese Sprache bietet das Portal nicht an (möglich sind de, fr und en).',
    fr: 'Le portail ne propose pas cette langue (de, fr et en sont possibles).',
    en: 'The portal does not offer this language (de, fr and en are possible).',
  },
  'errors.unknownFairSeries': {
    de: 'Diese Messereihe gibt es nicht.',
    fr: 'Cette série de salons n’existe pas.',
    en: 'There is no such fair series.',
  },
  'errors.idMismatch': {
    de: 'Die ID im Inhalt passt nicht zur ID der Adresse.',
    fr: 'L’identifiant du contenu ne correspond pas à celui de l’adresse.',
    en: 'The ID in the body does not match the ID in the path.',
  },
  'errors.boothMismatch': {
    de: 'Diese Angabe passt nicht zum Stand der Adresse.',
    fr: 'Cette indication ne correspond pas au stand de l’adresse.',
    en: 'This value does not match the booth in the path.',
  },
  'errors.fairMismatch': {
    de: 'Diese Messe passt nicht zum Stand.',
    fr: 'Ce salon ne correspond pas au stand.',
    en: 'This fair does not match the booth.',
  },
  'errors.duplicateBooth': {
    de: 'Dieser Stand ist mehr als einmal angegeben.',
    fr: 'Ce stand est indiqué plus d’une fois.',
    en: 'This booth is given more than once.',
  },
  'errors.invalidInsurance': {
    de: 'Einige Angaben fehlen oder sind ungültig. Gespeichert wurde nichts.',
    fr: 'Certaines indications manquent ou ne sont pas valables. Rien n’a été enregistré.',
    en: 'Some details are missing or not valid. Nothing has been saved.',
  },
  'insurance.errors.required': (field) =>
    field.endsWith('/increasedAmount')
      ? {
          de: 'Bitte geben Sie die gewünschte Versicherungssumme an.',
          fr: 'Veuillez indiquer la somme d’assurance souhaitée.',
          en: 'Please give the sum insured you want.',
        }
      : {
          de: 'Bitte treffen Sie eine Wahl (true oder false).',
          fr: 'Veuillez faire un choix (true ou false).',
          en: 'Please make a choice (true or false).',
        },
  'insurance.errors.numeric': {
    de: "Bitte geben Sie einen Betrag in CHF an, z. B. 25'000.00.",
    fr: "Veuillez indiquer un montant en CHF, p. ex. 25'000.00.",
    en: "Please give an amount in CHF, e.g. 25'000.00.",
  },
  'insurance.errors.minAmount': {
    de: `Die erhöhte Versicherungssumme muss mindestens CHF ${MINIMUM_AMOUNT} betragen.`,
    fr: `La somme d’assurance augmentée doit être d’au moins CHF ${MINIMUM_AMOUNT}.`,
    en: `The increased sum insured must be at least CHF ${MINIMUM_AMOUNT}.`,
  },
  'errors.tooManyInsuranceChanges': {
    de: 'Sie haben diese Versicherung in kurzer Zeit zu oft geändert. Bitte versuchen Sie es später noch einmal.',
    fr: 'Vous avez modifié cette assurance trop souvent en peu de temps. Veuillez réessayer plus tard.',
    en: 'You have changed this insurance too often in a short time. Please try again later.',
  },
  'errors.invalidContactMessage': {
    de: 'Die Nachricht ist unvollständig oder zu lang. Gesendet wurde nichts.',
    fr: 'Le message est incomplet ou trop long. Rien n’a été envoyé.',
    en: 'The message is incomplete or too long. Nothing has been sent.',
  },
  'errors.contactRequired': {
    de: 'Dieses Feld darf nicht leer sein.',
    fr: 'Ce champ ne doit pas être vide.',
    en: 'This field must not be empty.',
  },
  'errors.contactTooLong': (field) => {
    const max = field.endsWith('/subject') ? CONTACT_SUBJECT_MAX : CONTACT_MESSAGE_MAX;
    return {
      de: `Höchstens ${max} Zeichen erlaubt.`,
      fr: `${max} caractères au maximum.`,
      en: `At most ${max} characters are allowed.`,
    };
  },
  'errors.contactSubjectOneLine': {
    de: 'Der Betreff muss auf einer Zeile stehen.',
    fr: 'L’objet doit tenir sur une ligne.',
    en: 'The subject must fit on one line.',
  },
  'errors.fairTeamUnreachable': {
    de: 'Für diese Messe ist keine E-Mail-Adresse des Messeteams hinterlegt; die Nachricht kann nicht gesendet werden.',
    fr: 'Aucune adresse e-mail de l’équipe du salon n’est enregistrée\u00a0; le message ne peut pas être envoyé.',
    en: 'No e-mail address of the fair team is on file for this fair; the message cannot be sent.',
  },
  'errors.tooManyContactMessages': {
    de: 'Sie haben in kurzer Zeit viele Nachrichten gesendet. Bitte versuchen Sie es in einigen Minuten noch einmal.',
    fr: 'Vous avez envoyé beaucoup de messages en peu de temps. Veuillez réessayer dans quelques minutes.',
    en: 'You have sent many messages in a short time. Please try again in a few minutes.',
  },
  'errors.unknownTask': {
    de: 'Diese Aufgabe gibt es bei diesem Stand nicht.',
    fr: 'Cette tâche n’existe pas pour ce stand.',
    en: 'This booth has no such task.',
  },
  'errors.notTeamMember': {
    de: 'Eine Aufgabe lässt sich nur der Standinhaberin oder dem Standinhaber und dem Team des Standes zuweisen.',
    fr: 'Une tâche ne peut être attribuée qu’au titulaire du stand et à son équipe.',
    en: 'A task can only be assigned to the booth holder and the booth’s team.',
  },
  'errors.notificationSwitchNotOffered': {
    de: 'Für diese Aufgabe lassen sich die Benachrichtigungen nicht ein- oder ausschalten.',
    fr: 'Les notifications de cette tâche ne peuvent pas être activées ou désactivées.',
    en: 'Notifications cannot be switched on or off for this task.',
  },
  'errors.tooManyOpenInvitations': {
    de: `Dieser Stand hat ${OPEN_INVITATIONS_PER_BOOTH} offene Einladungen, mehr sind nicht möglich. Ziehen Sie eine zurück oder warten Sie, bis eine angenommen wird oder abläuft.`,
    fr: `Ce stand a ${OPEN_INVITATIONS_PER_BOOTH} invitations en attente, le maximum. Retirez-en une ou attendez qu’une soit acceptée ou expire.`,
    en: `This booth has ${OPEN_INVITATIONS_PER_BOOTH} open invitations, the most at a time. Withdraw one or wait until one is accepted or expires.`,
  },
  'errors.tooManyInvitationsToday': {
    de: `Sie haben in den letzten 24 Stunden ${INVITATIONS_PER_DAY} Einladungen gesendet, mehr sind nicht möglich. Versuchen Sie es später noch einmal.`,
    fr: `Vous avez envoyé ${INVITATIONS_PER_DAY} invitations au cours des dernières 24 heures, le maximum. Réessayez plus tard.`,
    en: `You have sent ${INVITATIONS_PER_DAY} invitations in the last 24 hours, the most allowed. Please try again later.`,
  },
  'errors.alreadyInvited': {
    de: 'Diese Person ist bereits im Team oder eingeladen.',
    fr: 'Cette personne fait déjà partie de l’équipe ou est déjà invitée.',
    en: 'This person is already in the team or invited.',
  },
  'errors.invalidInvitation': {
    de: 'Die Einladung kann so nicht gesendet werden.',
    fr: 'L’invitation ne peut pas être envoyée ainsi.',
    en: 'The invitation cannot be sent like this.',
  },
  'errors.invalidEmail': {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@firma.ch.',
    fr: 'Veuillez indiquer une adresse e-mail valable, par exemple nom@entreprise.ch.',
    en: 'Please give a valid e-mail address, for example name@company.com.',
  },
  'errors.ownEmail': {
    de: 'Sie können sich nicht selbst einladen.',
    fr: 'Vous ne pouvez pas vous inviter vous-même.',
    en: 'You cannot invite yourself.',
  },
  'errors.invitationOtherEmail': {
    de: 'Diese Einladung gilt für eine andere E-Mail-Adresse als die Ihres Kontos.',
    fr: 'Cette invitation est destinée à une autre adresse e-mail que celle de votre compte.',
    en: 'This invitation is for another e-mail address than that of your account.',
  },
  'errors.invitationEmailUnverified': {
    de: 'Ihr Konto hat die E-Mail-Adresse der Einladung noch nicht bestätigt. Bestätigen Sie sie beim Anmeldedienst und melden Sie sich neu an.',
    fr: 'Votre compte n’a pas encore confirmé l’adresse e-mail de l’invitation. Confirmez-la auprès du service de connexion et reconnectez-vous.',
    en: 'Your account has not verified the e-mail address of the invitation yet. Verify it with the sign-in service and sign in again.',
  },
  'errors.invitationGone': {
    de: 'Diese Einladung ist nicht mehr gültig: Sie ist abgelaufen oder wurde bereits verwendet.',
    fr: 'Cette invitation n’est plus valable\u00a0: elle a expiré ou a déjà été utilisée.',
    en: 'This invitation is no longer valid: it has expired or has already been used.',
  },
  'errors.staleVersion': {
    de: 'Der Eintrag wurde inzwischen geändert.',
    fr: 'L’élément a été modifié entre-temps.',
    en: 'The item has been changed in the meantime.',
  },
  'errors.tooLarge': {
    de: 'Die Anfrage ist zu gross.',
    fr: 'La requête est trop volumineuse.',
    en: 'The request is too large.',
  },
};

/** Message keys with a text of their own (for the catalogue's tests). */
export const TEXTS_BY_MESSAGE_KEY: readonly string[] = Object.keys(MESSAGE_TEXTS);

/** The texts of a message key, of a field error at `field` or of a problem; undefined for a key without its own. */
export function messageKeyTexts(messageKey: string, field = ''): Texts | undefined {
  const texts = MESSAGE_TEXTS[messageKey];
  return typeof texts === 'function' ? texts(field) : texts;
}
