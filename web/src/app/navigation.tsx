// The browser router of the app: react-router's <BrowserRouter> (declarative mode) on the history
// react-router itself uses.
//
// react-router's data router (createBrowserRouter) costs 16 KB of gzip JavaScript more on every
// first visit, the login screen's included (docs/architecture.md, "Delivery"). Screens are lazy
// components: while one's code loads, the nearest Suspense boundary shows its fallback (the frame's
// loading state for a signed-in screen).
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen(({ action, location }) => setState({ action, location })), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
