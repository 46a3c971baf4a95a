// The push texts of the known notification kinds in the app's languages: a copy of the web app's
// `notifications.kinds` and `notifications.types` (web/src/locales/*.json), kept small so the
// Worker does not carry the whole locale files. tests/unit/push/texts.test.ts fails when they differ.
import type { Language } from '../../lib/languages';

export type KindTexts = {
  vacation_requested: { title: string; body: string };
  vacation_approved: { title: string; body: string };
  vacation_rejected: { title: string; body: string };
  vacation_canceled: { title: string; body: string };
  shift_confirmed: { title: string; body: string; auto: string };
  signup_pending: { title: string; body: string };
  direct_message: { title: string };
  open_shift_published: { title: string; body: string };
  open_shift_claimed: { title: string; body: string };
  open_shift_approved: { title: string; body: string };
  open_shift_rejected: { title: string; body: string };
  shift_swap_accepted: { title: string; body: string };
  shift_swap_approved: { title: string; body: string };
  shift_swap_rejected: { title: string; body: string };
};
export type PushTexts = { kinds: KindTexts; types: { vacation: string; free: string; force_majeure: string; sick: string } };

export const PUSH_TEXTS: Record<Language, PushTexts> = {
  en: {
    kinds: {
      vacation_requested: { title: '{{name}} requested {{type}}', body: '{{period}}, {{hours}} h' },
      vacation_approved: { title: 'Your request for {{type}} was approved', body: '{{period}} · Approved by {{name}}' },
      vacation_rejected: { title: 'Your request for {{type}} was rejected', body: '{{period}} · Rejected by {{name}}' },
      vacation_canceled: { title: 'The request for {{type}} was cancelled', body: '{{period}} · Cancelled by {{name}}' },
      shift_confirmed: { title: 'Your shift of {{date}} was confirmed', body: 'Confirmed by {{name}}', auto: 'Confirmed automatically' },
      signup_pending: { title: '{{name}} signed up and awaits approval', body: '{{email}} · Activate the account in Users' },
      direct_message: { title: 'New message from {{name}}' },
      open_shift_published: { title: 'Open shift in {{department}}: {{type}}', body: '{{date}}, {{start}}–{{end}}' },
      open_shift_claimed: { title: '{{name}} claimed the open shift {{type}}', body: '{{date}}, {{start}}–{{end}}' },
      open_shift_approved: { title: 'Your claim of the open shift {{type}} was approved', body: '{{date}}, {{start}}–{{end}}' },
      open_shift_rejected: { title: 'Your claim of the open shift {{type}} was rejected', body: '{{date}}, {{start}}–{{end}}' },
      shift_swap_accepted: { title: '{{name}} accepted the offer of the shift of {{date}}', body: 'Awaiting approval' },
      shift_swap_approved: { title: 'The swap of the shift of {{date}} was approved', body: 'The plans changed' },
      shift_swap_rejected: { title: 'The swap of the shift of {{date}} was rejected', body: 'The plans stay as they were' },
    },
    types: { vacation: 'a vacation', free: 'unpaid leave', force_majeure: 'force-majeure leave', sick: 'sick leave' },
  },
  pl: {
    kinds: {
      vacation_requested: { title: '{{name}}: wniosek o {{type}}', body: '{{period}}, {{hours}} godz.' },
      vacation_approved: { title: 'Twój wniosek o {{type}} został zatwierdzony', body: '{{period}} · Zatwierdził(a): {{name}}' },
      vacation_rejected: { title: 'Twój wniosek o {{type}} został odrzucony', body: '{{period}} · Odrzucił(a): {{name}}' },
      vacation_canceled: { title: 'Wniosek o {{type}} został anulowany', body: '{{period}} · Anulował(a): {{name}}' },
      shift_confirmed: {
        title: 'Twoja zmiana z dnia {{date}} została potwierdzona',
        body: 'Potwierdził(a): {{name}}',
        auto: 'Potwierdzono automatycznie',
      },
      signup_pending: {
        title: '{{name}} zarejestrował(a) się i czeka na zatwierdzenie',
        body: '{{email}} · Aktywuj konto w Użytkownikach',
      },
      direct_message: { title: 'Nowa wiadomość od {{name}}' },
      open_shift_published: { title: 'Wolna zmiana w dziale {{department}}: {{type}}', body: '{{date}}, {{start}}–{{end}}' },
      open_shift_claimed: { title: '{{name}} zgłasza się na wolną zmianę {{type}}', body: '{{date}}, {{start}}–{{end}}' },
      open_shift_approved: { title: 'Twoje zgłoszenie na wolną zmianę {{type}} zostało zatwierdzone', body: '{{date}}, {{start}}–{{end}}' },
      open_shift_rejected: { title: 'Twoje zgłoszenie na wolną zmianę {{type}} zostało odrzucone', body: '{{date}}, {{start}}–{{end}}' },
      shift_swap_accepted: { title: '{{name}} przyjmuje ofertę zmiany z dnia {{date}}', body: 'Czeka na zatwierdzenie' },
      shift_swap_approved: { title: 'Zamiana zmiany z dnia {{date}} została zatwierdzona', body: 'Grafiki zostały zmienione' },
      shift_swap_rejected: { title: 'Zamiana zmiany z dnia {{date}} została odrzucona', body: 'Grafiki pozostają bez zmian' },
    },
    types: { vacation: 'urlop', free: 'urlop bezpłatny', force_majeure: 'zwolnienie z powodu siły wyższej', sick: 'zwolnienie lekarskie' },
  },
  uk: {
    kinds: {
      vacation_requested: { title: '{{name}}: заява на {{type}}', body: '{{period}}, {{hours}} год' },
      vacation_approved: { title: 'Вашу заяву на {{type}} схвалено', body: '{{period}} · Схвалив(-ла): {{name}}' },
      vacation_rejected: { title: 'Вашу заяву на {{type}} відхилено', body: '{{period}} · Відхилив(-ла): {{name}}' },
      vacation_canceled: { title: 'Заяву на {{type}} скасовано', body: '{{period}} · Скасував(-ла): {{name}}' },
      shift_confirmed: { title: 'Вашу зміну {{date}} підтверджено', body: 'Підтвердив(-ла): {{name}}', auto: 'Підтверджено автоматично' },
      signup_pending: {
        title: '{{name}} зареєструвався(-лася) й очікує схвалення',
        body: '{{email}} · Активуйте обліковий запис у розділі «Користувачі»',
      },
      direct_message: { title: 'Нове повідомлення від {{name}}' },
      open_shift_published: { title: 'Вільна зміна у відділі {{department}}: {{type}}', body: '{{date}}, {{start}}–{{end}}' },
      open_shift_claimed: { title: '{{name}} претендує на вільну зміну {{type}}', body: '{{date}}, {{start}}–{{end}}' },
      open_shift_approved: { title: 'Вашу заявку на вільну зміну {{type}} схвалено', body: '{{date}}, {{start}}–{{end}}' },
      open_shift_rejected: { title: 'Вашу заявку на вільну зміну {{type}} відхилено', body: '{{date}}, {{start}}–{{end}}' },
      shift_swap_accepted: { title: '{{name}} приймає пропозицію зміни {{date}}', body: 'Очікує схвалення' },
      shift_swap_approved: { title: 'Обмін зміни {{date}} схвалено', body: 'Графіки змінено' },
      shift_swap_rejected: { title: 'Обмін зміни {{date}} відхилено', body: 'Графіки залишаються без змін' },
    },
    types: {
      vacation: 'відпустку',
      free: 'відпустку без збереження заробітної плати',
      force_majeure: 'відпустку через форс-мажор',
      sick: 'лікарняний',
    },
  },
};
