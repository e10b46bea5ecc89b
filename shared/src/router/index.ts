// React Router, re-exported for every app (import from '@storefront/shared/router', never from
// 'react-router-dom'). Federation shares this module as one instance, so the router context is
// the shell's everywhere, and only these exports of the library reach the browser: a shared
// library itself cannot be tree-shaken. Add an export here before using it in an app.
// The declarative routers only (BrowserRouter, useRoutes): the data router
// (createBrowserRouter) adds loaders, actions and fetchers the site does not use, ~10 KB.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
