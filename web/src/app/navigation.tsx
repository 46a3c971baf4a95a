// The browser router of the app: react-router's <BrowserRouter> (declarative mode), plus whether a
// navigation is still loading the screen it leads to, for the frame's progress bar.
//
// react-router's data router (createBrowserRouter) would give that as useNavigation(), but it
// costs 16 KB of gzip JavaScript more on every first visit, the login screen's included
// (docs/architecture.md, "Delivery"). Screens here are React.lazy components: a navigation is a
// transition, so the screen on view stays until the next one has loaded.
import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

const Navigating = createContext(false);

/** True while a navigation waits for the code of its screen. */
export const useNavigating = () => use(Navigating);

/** <BrowserRouter> whose navigations are transitions that report when they are pending. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [navigating, startTransition] = useTransition();
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  return (
    <Navigating value={navigating}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </Navigating>
  );
}
