import { Navigate, useLocation } from 'react-router';

/**
 * Sends the user on to `to`, replacing this visit. A plain `<Navigate>` moves only when it mounts, and React keeps a
 * screen mounted while the next screen's code loads: a user who came back in that moment would be left on this screen
 * (or on nothing). The key makes it move on every visit.
 */
export function Redirect({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate key={location.key} to={to} replace />;
}
