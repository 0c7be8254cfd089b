import styles from './profile-forms.module.css';

/** Initials of first and last name, else the first letter of the user name, else 'U'. */
export function avatarInitials(firstName: string, lastName: string, userName: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (initials || userName.trim().charAt(0) || 'U').toUpperCase();
}

interface ProfileAvatarProps {
  image: string | null;
  firstName: string;
  lastName: string;
  userName: string;
}

export function ProfileAvatar({ image, firstName, lastName, userName }: ProfileAvatarProps) {
  if (image) return <img className={styles.avatar} src={image} alt="" width={96} height={96} />;
  return (
    <span className={styles.avatar} aria-hidden="true" data-testid="avatar">
      {avatarInitials(firstName, lastName, userName)}
    </span>
  );
}
