import { Navigate } from 'react-router-dom';

/** /news has no screen of its own: the feed. */
export function NewsRedirect() {
  return <Navigate to="/news/all-news" replace />;
}
