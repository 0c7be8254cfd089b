import { useProfile } from '../../features/profile/api/get-profile';
import { QueryProvider } from '../../lib/react-query';
import { AccountMenu, type AccountMenuProps } from './account-menu';

function ProfileAccountMenu(props: Omit<AccountMenuProps, 'initial'>) {
  return <AccountMenu initial={useProfile()?.firstName} {...props} />;
}

/**
 * The account menu with the first letter of the profile's firstName. Loaded once a signed-in visitor's page is on
 * screen, with the query library it reads the profile through, which a visitor's first load does not carry.
 */
export function SignedInMenu(props: Omit<AccountMenuProps, 'initial'>) {
  return (
    <QueryProvider>
      <ProfileAccountMenu {...props} />
    </QueryProvider>
  );
}
