import { ScreenHeader, t } from '@admin/kit';
import { useLocation } from '@admin/router';

/** The event screens the spec shows as empty placeholders, each with what it will do. */
const SCREENS = {
  home: 'admin.week.site.purpose.home',
  'add-news': 'admin.week.site.purpose.add-news',
  'update-news': 'admin.week.site.purpose.update-news',
  'event-date': 'admin.week.site.purpose.event-date',
  presentation: 'admin.week.site.purpose.presentation',
} as const;
type Placeholder = keyof typeof SCREENS;
const isPlaceholder = (name: string): name is Placeholder => name in SCREENS;

/**
 * One honest placeholder for /admin/week/{home, add-news, update-news, event-date, presentation}:
 * the screen's name, what it will do, and that this version does not have it.
 */
export default function Unavailable() {
  const name = useLocation().pathname.split('/').pop() ?? '';
  const screen = isPlaceholder(name) ? name : 'home';
  return (
    <section className="adm-screen" data-testid="week-unavailable">
      <ScreenHeader title={t(`admin.nav.week.${screen}`)} />
      <div className="adm-card" role="status">
        <p>{t(SCREENS[screen])}</p>
        <p>
          <strong>{t('admin.week.site.unavailable')}</strong>
        </p>
        <p>{t('admin.week.site.unavailableHint')}</p>
      </div>
    </section>
  );
}
