// 'Report' on the work schedule and the employees schedule (given to them by app/routes): opens the
// report generator, whose code loads only when it is first opened.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDialogProps } from './report-dialog';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';

const ReportDialog = lazy(() => import('./report-dialog'));

export function ReportButton(props: Omit<ReportDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon name="download" className="size-4" />
        {t('reports.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
