import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { useProfile } from '../../features/profile/api/get-profile';
import { useAtomValue } from 'jotai';
import { QueryProvider } from '../../lib/react-query';
import { sessionTokenAtom } from '../../lib/session';
import { sessionRoles } from '../../lib/session-claims';
import { AccountMenu, type AccountMenuProps } from './account-menu';
import accountMenuStyles from './account-menu.module.css';
import { DesignServicesUnread } from './design-services-unread';

const DESIGNER_ENTRIES = [{ to: '/designer', label: 'Workspace' }] as const;

function ProfileAccountMenu(props: Omit<AccountMenuProps, 'initial' | 'image' | 'who'>) {
  const profile = useProfile();
  const { designer } = sessionRoles(useAtomValue(sessionTokenAtom));
  const name =
    [profile?.firstName, profile?.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') ||
    profile?.userName.trim() ||
    '';
  const who = profile ? { name, email: profile.email } : null;
  return (
    <AccountMenu
      initial={profile?.firstName}
      image={profile?.image}
      who={who}
      roleEntries={designer ? DESIGNER_ENTRIES : undefined}
      servicesBadge={<DesignServicesUnread className={accountMenuStyles.count} />}
      {...props}
    />
  );
}

/**
 * The account menu with the profile's avatar, else the first letter of its firstName. Loaded once a signed-in visitor's page is on
 * screen, with the query library it reads the profile through, which a visitor's first load does not carry.
 */
export function SignedInMenu(props: Omit<AccountMenuProps, 'initial' | 'image' | 'who'>) {
  return (
    <QueryProvider>
      <ProfileAccountMenu {...props} />
    </QueryProvider>
  );
}

/** The phone menu's Design services count, loaded with the account menu's query library. */
export function SignedInServicesUnread({ className }: { className?: string }) {
  return (
    <QueryProvider>
      <DesignServicesUnread className={className} />
    </QueryProvider>
  );
}

/** The notifications bell with its unread count, loaded with the account menu's query library. */
export function SignedInBell() {
  return (
    <QueryProvider>
      <NotificationsBell />
    </QueryProvider>
  );
}
