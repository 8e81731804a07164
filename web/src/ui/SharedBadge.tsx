import { useTranslation } from '../i18n/react.tsx';
import type { SharedBy } from '../api/teamApi.ts';
import { UserIcon } from './Icons.tsx';

/**
 * Marks a booth the user works on as a member of its holder's team: "Shared by {holder}", with the access level
 * for screen readers and as a tooltip (the booth page header shows it in full).
 */
export function SharedBadge({ sharedBy, className }: { sharedBy: SharedBy; className?: string }) {
  const { t } = useTranslation();
  const level = t(`booth.sharedLevel.${sharedBy.level}`);
  return (
    <span className={className ? `badge badge-shared ${className}` : 'badge badge-shared'} title={level}>
      <UserIcon />
      {t('booth.sharedBy', { holder: sharedBy.name ?? sharedBy.email })}
      <span className="sr-only">, {level}</span>
    </span>
  );
}
