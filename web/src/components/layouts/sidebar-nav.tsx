import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from '../ui/icons';

/** One sidebar entry, already filtered for the user's role and translated. */
export type NavItem = {
  to: string;
  label: string;
  icon: IconName;
  group: 'main' | 'admin';
  /** A count beside the entry (unread messages), with its words for screen readers. */
  badge?: { count: number; label: string };
};

type SidebarNavProps = { items: readonly NavItem[]; onNavigate?: () => void };

export function SidebarNav({ items, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const groups = [
    { id: 'main', heading: null, items: items.filter((item) => item.group === 'main') },
    { id: 'admin', heading: t('nav.adminGroup'), items: items.filter((item) => item.group === 'admin') },
  ].filter((group) => group.items.length > 0);

  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-5 px-3 py-4">
      {groups.map((group) => (
        <div key={group.id}>
          {group.heading && (
            <h2 className="mb-1.5 px-3 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
              {group.heading}
            </h2>
          )}
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    'flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors '
                    + 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 '
                    + (isActive
                      ? 'bg-primary-100 text-primary-900 dark:bg-primary-900/50 dark:text-primary-100'
                      : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-stone-100')}
                >
                  <Icon name={item.icon} />
                  {item.label}
                  {item.badge && item.badge.count > 0 && (
                    <span
                      className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-primary-700 px-1.5 py-0.5 text-xs font-bold text-white"
                      data-testid={`nav-badge-${item.to.slice(1)}`}
                    >
                      <span aria-hidden="true">{item.badge.count > 99 ? '99+' : item.badge.count}</span>
                      <span className="sr-only">{item.badge.label}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
