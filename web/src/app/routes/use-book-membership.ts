import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { sessionTokenAtom } from '../../lib/session';

/** 'Book Here': a visitor is asked to log in first; checkout for members is wired by the membership feature. */
export function useBookMembership(): () => void {
  const loggedIn = Boolean(useAtomValue(sessionTokenAtom));
  const navigate = useNavigate();
  return () => {
    if (!loggedIn) navigate('/login');
  };
}
