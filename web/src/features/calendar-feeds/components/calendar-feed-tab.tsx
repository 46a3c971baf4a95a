import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { CalendarFeedControl } from './calendar-feed-control';

/** Settings > Calendar feed: my planned shifts and approved absences in my calendar app. */
export function CalendarFeedTab() {
  const { t } = useTranslation();
  return (
    <section className="flex max-w-2xl flex-col gap-4" aria-labelledby="calendar-feed-heading">
      <div>
        <h2 id="calendar-feed-heading" className="text-lg font-semibold">
          {t('calendarFeeds.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('calendarFeeds.intro')}</p>
      </div>
      <Alert variant="locked" live={false}>
        {t('calendarFeeds.privacy')}
      </Alert>
      <CalendarFeedControl target={{ scope: 'user' }} />
    </section>
  );
}

/** The department page's card (admins): the department's shifts and absences as one calendar. */
export function DepartmentCalendarFeedCard({ departmentId }: { departmentId: string }) {
  const { t } = useTranslation();
  return (
    <Card className="!p-4 sm:!p-6">
      <section className="flex flex-col gap-4" aria-labelledby="department-calendar-feed">
        <div>
          <h2 id="department-calendar-feed" className="text-lg font-semibold">
            {t('calendarFeeds.heading')}
          </h2>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('calendarFeeds.departmentIntro')}</p>
        </div>
        <CalendarFeedControl target={{ scope: 'department', departmentId }} />
      </section>
    </Card>
  );
}
